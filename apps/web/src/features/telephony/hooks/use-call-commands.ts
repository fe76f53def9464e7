import { dialledNumber, agentPhonePattern } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { useAllowedWindowMessages } from '@/lib/frames/use-allowed-window-messages'
import { HEADER_PERMISSIONS } from '@portal/contract'
import { showToast } from '@/lib/ui/toast'
import { useDial } from '@/lib/telephony/cti/dial'
import { useSignModel } from '../api/agent-status/get-sign-model'
import { useSetMonitorStatus } from '../api/monitoring/set-monitor-status'
import { useStaffLogout } from '../api/agent-status/staff-logout'
import { CALL_COMMAND_TYPES, parseCallCommand } from '../utils/call-command'

/**
 * Obeys the call commands other pages of the portal (or a configured embed origin) post to this window (§4):
 * call out by number or by customer, listen to a call (supervisors only), sign out of the call centre. Messages
 * from any other origin are dropped.
 */
export const useCallCommands = () => {
  const { t } = useTranslation('contract')
  const canMonitor = useHasPermission(HEADER_PERMISSIONS.monitor)
  const pattern = agentPhonePattern(useSignModel().data?.agentPhonePattern)
  const dial = useDial()
  const monitor = useSetMonitorStatus()
  const logout = useStaffLogout()

  useAllowedWindowMessages((data) => {
    const command = parseCallCommand(data)
    if (command?.type === CALL_COMMAND_TYPES.callByPhone) {
      const phone = dialledNumber(command.phone, pattern)
      if (phone) dial.mutate({ phone })
      else showToast('error', t('telephony.invalidPhone'))
    } else if (command?.type === CALL_COMMAND_TYPES.callByCustomer) {
      dial.mutate({ customerId: command.customerId })
    } else if (command?.type === CALL_COMMAND_TYPES.listen && canMonitor) {
      monitor.mutate({ callId: command.callId, listeningStatus: 'LISTENING' })
    } else if (command?.type === CALL_COMMAND_TYPES.logout) {
      logout.mutate()
    }
  })
}
