import { staffLoginRoute, type RouteBody } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** The agent signs in to take calls, on their mobile (OUTPHONE) or the softphone (SIPPHONE). */
export const staffLogin = (body: RouteBody<typeof staffLoginRoute>) => callApi(staffLoginRoute, { body })

export const useStaffLogin = () => useCtiMutation(staffLogin)
