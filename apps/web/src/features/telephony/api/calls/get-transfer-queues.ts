import { skillGroupsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's skill groups, each a queue a call can be transferred into. */
export const getTransferQueues = (signal?: AbortSignal) => callApi(skillGroupsRoute, { signal })

export const transferQueuesQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'transfer-queues'],
    queryFn: ({ signal }) => getTransferQueues(signal),
  })

export const useTransferQueues = () => useQuery(transferQueuesQueryOptions())
