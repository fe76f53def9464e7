import { brandSettingsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's brand, as its administrator edits it. */
export const brandQueryOptions = () =>
  queryOptions({
    queryKey: ['tenant-brand'],
    queryFn: ({ signal }) => callApi(brandSettingsRoute, { signal }),
  })

export const useBrand = () => useQuery(brandQueryOptions())
