import { agentRuleWrapUpCodesRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's wrap-up codes, as choices of the codes a skill group offers. */
export const useRuleWrapUpCodeOptions = () => {
  const { data = [] } = useQuery({
    queryKey: ['callCentre', 'agentRuleWrapUpCodes'],
    queryFn: ({ signal }) => callApi(agentRuleWrapUpCodesRoute, { signal }),
  })
  return data.map((entry) => ({ value: entry.code, label: entry.name }))
}
