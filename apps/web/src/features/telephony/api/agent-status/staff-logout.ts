import { staffLogoutRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** The agent signs out of the call centre. */
export const staffLogout = () => callApi(staffLogoutRoute)

export const useStaffLogout = () => useCtiMutation(staffLogout)
