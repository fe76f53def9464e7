import type { CallAction, CallSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useCallAction } from '../../api/calls/call-action'
import { useRingFocus } from '../../hooks/use-ring-focus'
import { CALL_PHASES, callPhase, type CallPhase } from '../../utils/call-phase'

const ACTIONS_BY_PHASE: Record<CallPhase, readonly CallAction[]> = {
  [CALL_PHASES.ringing]: ['answer', 'reject'],
  [CALL_PHASES.dialing]: ['hangup'],
  [CALL_PHASES.active]: ['hold', 'hangup'],
  [CALL_PHASES.held]: ['resume', 'hangup'],
  [CALL_PHASES.ended]: [],
}

export type CallControlsProps = { call: CallSnapshot }

/**
 * The agent's buttons on their own call, by its phase: answer/reject, hold/resume, mute/unmute, hang up. A ringing
 * call takes the focus to 接听.
 */
export const CallControls = ({ call }: CallControlsProps) => {
  const { t } = useTranslation('telephony')
  const callAction = useCallAction()
  const phase = callPhase(call.callStatus)
  const answerRef = useRingFocus(phase === CALL_PHASES.ringing)
  const actions: CallAction[] = [...ACTIONS_BY_PHASE[phase]]
  if (phase === CALL_PHASES.active || phase === CALL_PHASES.held)
    actions.splice(1, 0, call.muted ? 'unmute' : 'mute')

  return (
    <Space wrap>
      {actions.map((action) => (
        <Button
          key={action}
          data-call-action={action}
          ref={action === 'answer' ? answerRef : undefined}
          type={action === 'answer' ? 'primary' : 'default'}
          danger={action === 'hangup' || action === 'reject'}
          loading={callAction.isPending && callAction.variables.action === action}
          disabled={callAction.isPending}
          onClick={() => callAction.mutate({ callId: call.callId, action })}
        >
          {t(`action.${action}`)}
        </Button>
      ))}
    </Space>
  )
}
