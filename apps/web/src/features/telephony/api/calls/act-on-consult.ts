import { consultActionRoute, type RouteParams } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** A consult's next step: the colleague answers or refuses; the agent completes, conferences or cancels it. */
export const actOnConsult = (params: RouteParams<typeof consultActionRoute>) =>
  callApi(consultActionRoute, { params })

export const useActOnConsult = () => useCtiMutation(actOnConsult)
