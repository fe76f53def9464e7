import { HEADER_PERMISSIONS } from '@portal/contract'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { Permission } from '@/lib/access/permission'
import { useCallAlerts } from '../../alerts/use-call-alerts'
import { useAcwReport } from '../../hooks/use-acw-report'
import { useCallCommands } from '../../hooks/use-call-commands'
import { useCallOutcomeNotice } from '../../hooks/use-call-outcome-notice'
import { useCtiPush } from '../../hooks/use-cti-push'
import { useCtiState } from '@/lib/telephony/cti/get-cti-state'
import { useLastRecordId } from '../../hooks/use-last-record-id'
import { useReferralFailureNotice } from '../../hooks/use-referral-failure-notice'
import { useSystemReasonNotice } from '../../hooks/use-system-reason-notice'
import '../../telephony.css'
import '../../translations'
import { CallWidget } from '../calls/call-widget'
import { StatusSwitcher } from '../agent-status/status-switcher'

const MonitorButton = lazyWithRetry(() =>
  import('../monitoring/monitor-button').then((m) => ({ default: m.MonitorButton })),
)
// The softphone (and JsSIP with it) loads only for an agent who takes calls on it.
const Softphone = lazyWithRetry(() =>
  import('../../softphone/softphone').then((m) => ({ default: m.Softphone })),
)
const InvitationDialog = lazyWithRetry(() =>
  import('../calls/invitation-dialog').then((m) => ({ default: m.InvitationDialog })),
)
const ConsultRingingDialog = lazyWithRetry(() =>
  import('../calls/consult-ringing-dialog').then((m) => ({ default: m.ConsultRingingDialog })),
)

/**
 * The telephony half of the header (the shell mounts it, lazily, for speech_ability): the call widget, the agent
 * status switcher, a supervisor's monitor board, the invitation and consult dialogs, the browser softphone, and the
 * window-message call commands.
 * It keeps the page's CTI state in step with the server's pushes.
 */
export const TelephonyHeader = () => {
  const { data: state } = useCtiState()
  const recordId = useLastRecordId(state)
  useCtiPush()
  useAcwReport(state, recordId)
  useSystemReasonNotice(state)
  useCallOutcomeNotice(state)
  useReferralFailureNotice(state)
  useCallCommands()
  useCallAlerts(state)
  if (!state) return null

  return (
    <span className="telephony-header">
      <CallWidget state={state} recordId={recordId} />
      <StatusSwitcher state={state} />
      <Suspense>
        <Permission code={HEADER_PERMISSIONS.monitor}>
          <MonitorButton state={state} />
        </Permission>
        {state.invitation && <InvitationDialog invitation={state.invitation} />}
        {state.consult && !state.consult.isMine && state.consult.status === 'RINGING' && (
          <ConsultRingingDialog consult={state.consult} />
        )}
        {state.agent.softphone && <Softphone state={state} />}
      </Suspense>
    </span>
  )
}
