import { inviteRoute, type RouteBody } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** Invites another agent into the call with a reason they see. */
export const invite = ({ callId, ...body }: { callId: string } & RouteBody<typeof inviteRoute>) =>
  callApi(inviteRoute, { params: { callId }, body })

export const useInvite = () => useCtiMutation(invite)
