import { allCountryRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** Every country with its calling code and phone pattern, for the phone login's country picker. */
export const getCountries = (signal?: AbortSignal) => callApi(allCountryRoute, { signal })

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['front', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
    select: (data) => data.countryInfos,
  })

export const useCountries = (isEnabled: boolean) =>
  useQuery({ ...countriesQueryOptions(), enabled: isEnabled })
