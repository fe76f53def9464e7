import { softphoneEventRoute, type RouteBody } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/** What became of the softphone's SIP session of the agent's call (dialled, far end's answer, hang-up ...). */
export const reportSoftphoneEvent = (body: RouteBody<typeof softphoneEventRoute>) =>
  callApi(softphoneEventRoute, { body })
