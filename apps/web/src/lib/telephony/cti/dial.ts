import { dialRoute, type RouteBody } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from './use-cti-mutation'

/** An outbound call by number, by customer or for an outbound task, from one of the tenant's numbers. */
export const dial = (body: RouteBody<typeof dialRoute>) => callApi(dialRoute, { body })

export const useDial = () => useCtiMutation(dial, 'telephony.dialInfoFailed')
