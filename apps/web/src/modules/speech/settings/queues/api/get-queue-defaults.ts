import { queueDefaultsRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's ring timeout and offers per agent, which a skill group left blank follows. */
export const useQueueDefaults = () =>
  useQuery({
    queryKey: ['callCentre', 'queueDefaults'],
    queryFn: ({ signal }) => callApi(queueDefaultsRoute, { signal }),
  })
