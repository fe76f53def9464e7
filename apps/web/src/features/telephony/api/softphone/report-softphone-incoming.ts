import { softphoneIncomingRoute, type RouteBody } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/** A SIP call reached the softphone: the CTI server makes it the agent's ringing call, or refuses (409). */
export const reportSoftphoneIncoming = (body: RouteBody<typeof softphoneIncomingRoute>) =>
  callApi(softphoneIncomingRoute, { body })
