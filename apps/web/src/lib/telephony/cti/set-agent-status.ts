import { agentStatusRoute, type RouteBody } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from './use-cti-mutation'

/** The switcher's choice; with afterCall it is queued for when the call and its after-call work end. */
export const setAgentStatus = (body: RouteBody<typeof agentStatusRoute>) =>
  callApi(agentStatusRoute, { body })

export const useSetAgentStatus = () => useCtiMutation(setAgentStatus)
