import { useCtiState } from '@/lib/telephony/cti/get-cti-state'
import { StatusSwitcher } from '../components/agent-status/status-switcher'

/** The switcher fed from the page's CTI state, as the header feeds it, so replies show in tests. */
export const LiveStatusSwitcher = () => {
  const { data: state } = useCtiState()
  return state ? <StatusSwitcher state={state} /> : null
}
