import type { AgentSnapshot, CallSnapshot } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { CALL_PHASES, callPhase } from '../../utils/call-phase'
import { AcwCountdown } from './acw-countdown'
import { CallTimer } from './call-timer'

const isAfterCallWork = (state: AgentSnapshot['systemState']) => state === 'ACW' || state === 'MANUAL_ACW'

export type CallStateFlagsProps = { agent: AgentSnapshot; liveCall: CallSnapshot | null }

/**
 * What the widget's status alone does not say, kept in the header while the panel is hidden: a customer on hold
 * and for how long, a muted microphone, and the time left of after-call work (or its time so far, when it ends only with a code).
 */
export const CallStateFlags = ({ agent, liveCall }: CallStateFlagsProps) => {
  const { t } = useTranslation('telephony')
  const isHeld = liveCall !== null && callPhase(liveCall.callStatus) === CALL_PHASES.held
  return (
    <>
      {isHeld && (
        <span className="telephony-flag telephony-flag-held">
          <span>{t('flag.held')}</span>
          {liveCall.heldAt && <CallTimer from={liveCall.heldAt} label={t('flag.heldTime')} />}
        </span>
      )}
      {liveCall?.muted && <span className="telephony-flag telephony-flag-muted">{t('flag.muted')}</span>}
      {!liveCall && agent.acwEndsAt && <AcwCountdown endsAt={agent.acwEndsAt} label={t('flag.acwLeft')} />}
      {/* Mandatory after-call work has no end of its own: the header counts how long it has run. */}
      {!liveCall && !agent.acwEndsAt && isAfterCallWork(agent.systemState) && (
        <CallTimer from={agent.stateSince} label={t('flag.acwSpent')} />
      )}
    </>
  )
}
