import { companyTypesRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The company types a registrant picks from (one or more). */
export const getCompanyTypes = (signal?: AbortSignal) => callApi(companyTypesRoute, { signal })

export const companyTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['register', 'company-types'],
    queryFn: ({ signal }) => getCompanyTypes(signal),
    staleTime: Infinity,
  })

export const useCompanyTypes = () => useQuery(companyTypesQueryOptions())
