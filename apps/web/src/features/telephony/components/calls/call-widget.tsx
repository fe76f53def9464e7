import { PhoneOutlined } from '@ant-design/icons'
import { TELEPHONE_DISPLAY_LABELS, telephoneDisplayStatus, type CtiState } from '@portal/contract'
import Button from 'antd/es/button'
import { Suspense, useId, useRef } from 'react'
import { stateLabel } from '@/lib/i18n/state-label'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { focusWhenShown } from '@/lib/ui/focus-when-shown'
import { useTranslation } from 'react-i18next'
import { useSignModel } from '../../api/agent-status/get-sign-model'
import { useCallShortcuts } from '../../hooks/use-call-shortcuts'
import { usePhonePanel } from '../../hooks/use-phone-panel'
import '../../translations'
import { CALL_PHASES, callPhase, callTimerStart } from '../../utils/call-phase'
import { CallStateFlags } from './call-state-flags'
import { CallTimer } from './call-timer'

// The panel's controls load when it first opens (a ringing call opens it), keeping the header's first load small.
const PhonePanel = lazyWithRetry(() => import('./phone-panel').then((m) => ({ default: m.PhonePanel })))

export type CallWidgetProps = { state: CtiState; recordId: string | null }

/**
 * The header's call widget (§2, §3): the displayed telephone status (§4) with the call's timer, a hold, a mute and
 * the after-call countdown, opening the phone panel; the panel opens by itself for a ringing, dialled or listened-to call and hides 1 s after an answer.
 */
export const CallWidget = ({ state, recordId }: CallWidgetProps) => {
  const { t } = useTranslation('telephony')
  const panelId = useId()
  const { data: signModel } = useSignModel()
  const { call, agent } = state
  const liveCall = call && callPhase(call.callStatus) !== CALL_PHASES.ended ? call : null
  // The call's skill group may pop up its calls otherwise than the tenant's switch says.
  const popsUp = liveCall?.popsUp ?? signModel?.enableIncomingCallPopup ?? true
  const { isOpen, setIsOpen } = usePhonePanel(liveCall, popsUp)
  const display = telephoneDisplayStatus({
    systemState: agent.systemState,
    callStatus: liveCall?.callStatus ?? null,
    listening: liveCall?.listening ?? false,
    mobile: agent.signModel === 'OUTPHONE',
  })
  const label = stateLabel(TELEPHONE_DISPLAY_LABELS[display])
  const triggerRef = useRef<HTMLButtonElement>(null)
  // Closed from inside (Escape, its close button), the focus goes back to the widget rather than the page's start.
  const handleClose = () => {
    setIsOpen(false)
    triggerRef.current?.focus()
  }
  // The dial pad's shortcut opens the panel with the focus in its number box.
  const handleDialPad = () => {
    setIsOpen(true)
    focusWhenShown(() =>
      document
        .getElementById(panelId)
        ?.querySelector<HTMLElement>('[aria-labelledby="telephony-dial-title"] input'),
    )
  }
  useCallShortcuts(state, liveCall, handleDialPad)

  return (
    <span className="telephony-widget">
      <Button
        ref={triggerRef}
        type="text"
        aria-label={t('widget.label', { status: label })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        icon={<PhoneOutlined aria-hidden />}
        onClick={() => setIsOpen(!isOpen)}
      >
        {label}
      </Button>
      {liveCall && <CallTimer from={callTimerStart(liveCall)} />}
      <CallStateFlags agent={agent} liveCall={liveCall} />
      {isOpen && (
        <Suspense>
          <PhonePanel id={panelId} state={state} recordId={recordId} onClose={handleClose} />
        </Suspense>
      )}
    </span>
  )
}
