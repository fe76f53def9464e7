import { HEADER_PERMISSIONS } from '@portal/contract'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { Permission } from '@/lib/access/permission'
import { useAcwReport } from '../hooks/use-acw-report'
import { useCallCommands } from '../hooks/use-call-commands'
import { useCtiPush } from '../hooks/use-cti-push'
import { useCtiState } from '../api/get-cti-state'
import { useLastRecordId } from '../hooks/use-last-record-id'
import { useSystemReasonNotice } from '../hooks/use-system-reason-notice'
import '../telephony.css'
import '../translations'
import { CallWidget } from './call-widget'
import { StatusSwitcher } from './status-switcher'

const MonitorButton = lazyWithRetry(() =>
  import('./monitor-button').then((m) => ({ default: m.MonitorButton })),
)
// The softphone (and JsSIP with it) loads only for an agent who takes calls on it.
const Softphone = lazyWithRetry(() =>
  import('../softphone/softphone').then((m) => ({ default: m.Softphone })),
)
const InvitationDialog = lazyWithRetry(() =>
  import('./invitation-dialog').then((m) => ({ default: m.InvitationDialog })),
)

/**
 * The telephony half of the header (the shell mounts it, lazily, for speech_ability): the call widget, the agent
 * status switcher, a supervisor's monitor board, the invitation dialog, the browser softphone, and the
 * window-message call commands.
 * It keeps the page's CTI state in step with the server's pushes.
 */
export const TelephonyHeader = () => {
  const { data: state } = useCtiState()
  const recordId = useLastRecordId(state)
  useCtiPush()
  useAcwReport(state, recordId)
  useSystemReasonNotice(state)
  useCallCommands()
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
        {state.agent.softphone && <Softphone state={state} />}
      </Suspense>
    </span>
  )
}
