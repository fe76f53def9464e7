import { numbersPageRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const NUMBERS_PAGE_KEY = ['callCentre', 'numbers'] as const

/** Everything the numbers page shows: numbers, skill groups with their outbound numbers, IVR flows, the limit. */
export const numbersPageQuery = () =>
  queryOptions({ queryKey: NUMBERS_PAGE_KEY, queryFn: ({ signal }) => callApi(numbersPageRoute, { signal }) })

export const useNumbersPage = () => useQuery(numbersPageQuery())
