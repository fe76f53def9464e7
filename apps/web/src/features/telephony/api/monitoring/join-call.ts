import { joinCallRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** A listening supervisor joins the call, so all three hear each other. */
export const joinCall = (callId: string) => callApi(joinCallRoute, { body: { callId } })

export const useJoinCall = () => useCtiMutation(joinCall)
