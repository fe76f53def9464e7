import { ivrFlowRoute, ivrFlowsRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const IVR_FLOWS_KEY = ['callCentre', 'ivrFlows'] as const

/** The tenant's IVR flows with the numbers routed to each, and the skill groups a key may lead to. */
export const useIvrFlows = () =>
  useQuery({ queryKey: IVR_FLOWS_KEY, queryFn: ({ signal }) => callApi(ivrFlowsRoute, { signal }) })

/** One flow to edit, with the skill groups; nothing asked while no flow is chosen. */
export const useIvrFlow = (id: string | null) =>
  useQuery({
    queryKey: [...IVR_FLOWS_KEY, id],
    queryFn: ({ signal }) => callApi(ivrFlowRoute, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  })
