import { callActionRoute, type RouteParams } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** An agent's command on their call: answer, reject, hang up, hold, resume, mute, unmute. */
export const callAction = (params: RouteParams<typeof callActionRoute>) =>
  callApi(callActionRoute, { params })

export const useCallAction = () => useCtiMutation(callAction)
