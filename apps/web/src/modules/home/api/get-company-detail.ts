import { companyDetailRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import type { CompanyAuthFlags } from '../utils/company-flags'

/** The tenant's licence: expiry, user count and the seat limits the flags ask for. */
export const getCompanyDetail = (flags: CompanyAuthFlags, signal?: AbortSignal) =>
  callApi(companyDetailRoute, { body: flags, signal })

export const companyDetailQueryOptions = (flags: CompanyAuthFlags) =>
  queryOptions({
    queryKey: ['dashboard', 'company', flags],
    queryFn: ({ signal }) => getCompanyDetail(flags, signal),
  })

export const useCompanyDetail = (flags: CompanyAuthFlags) => useQuery(companyDetailQueryOptions(flags))
