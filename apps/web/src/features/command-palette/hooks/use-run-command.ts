import { useNavigate } from 'react-router'
import { useDial } from '@/lib/telephony/cti/dial'
import { useSetAgentStatus } from '@/lib/telephony/cti/set-agent-status'
import { COMMAND_KINDS, parseCommandId } from '../utils/palette-command'
import { toStatusChoice } from '../utils/status-commands'

/**
 * Runs a palette entry by its id: opens its page or window, places its call, or changes the agent status.
 * @example const run = useRunCommand(); run('page:/news')
 */
export const useRunCommand = () => {
  const navigate = useNavigate()
  const dial = useDial()
  const setStatus = useSetAgentStatus()
  return (id: string) => {
    const command = parseCommandId(id)
    if (!command) return
    const { kind, value } = command
    if (kind === COMMAND_KINDS.page) void navigate(value)
    else if (kind === COMMAND_KINDS.window) window.open(value, '_blank', 'noopener,noreferrer')
    else if (kind === COMMAND_KINDS.dialNumber) dial.mutate({ phone: value })
    else if (kind === COMMAND_KINDS.dialCustomer) dial.mutate({ customerId: value })
    else {
      const choice = toStatusChoice(value)
      if (choice) setStatus.mutate(choice)
    }
  }
}
