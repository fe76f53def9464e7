import { restLabelsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's rest reasons, each a 小休 choice of the status switcher and of the command palette: one query. */
export const restLabelsQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'rest-labels'],
    queryFn: ({ signal }) => callApi(restLabelsRoute, { signal }),
    staleTime: 60_000,
  })

/**
 * The rest reasons, asked only while `isEnabled` (a member of the call centre).
 * @example const { data: restLabels = [] } = useRestLabels()
 */
export const useRestLabels = (isEnabled = true) =>
  useQuery({ ...restLabelsQueryOptions(), enabled: isEnabled })
