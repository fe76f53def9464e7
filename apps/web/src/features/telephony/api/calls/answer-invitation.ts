import { invitationAnswerRoute, type RouteParams } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** The invitee's answer: agree and enter the call, agree, or refuse. */
export const answerInvitation = (params: RouteParams<typeof invitationAnswerRoute>) =>
  callApi(invitationAnswerRoute, { params })

export const useAnswerInvitation = () => useCtiMutation(answerInvitation)
