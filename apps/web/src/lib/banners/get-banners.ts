import { bannerListRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The tenant's home banners in their order: shown on the dashboard, managed in the settings. */
export const getBanners = (signal?: AbortSignal) => callApi(bannerListRoute, { signal })

// One key for both readers, so a banner saved or deleted in the settings refreshes the dashboard too. Fresh for a
// minute: the dashboard's mount takes the list asked as the page started (first-screen-queries) without asking again.
export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners'], queryFn: ({ signal }) => getBanners(signal), staleTime: 60_000 })

export const useBanners = () => useQuery(bannersQueryOptions())
