import { bannerListRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The tenant's home banners in their order: shown on the dashboard, managed in the settings. */
export const getBanners = (signal?: AbortSignal) => callApi(bannerListRoute, { signal })

// One key for both readers, so a banner saved or deleted in the settings refreshes the dashboard too.
export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners'], queryFn: ({ signal }) => getBanners(signal) })

export const useBanners = () => useQuery(bannersQueryOptions())
