import { dialpadStaffRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's other agents and whether each is free, for the invite picker. */
export const getDialpadStaff = (signal?: AbortSignal) => callApi(dialpadStaffRoute, { signal })

export const dialpadStaffQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'dialpad-staff'],
    queryFn: ({ signal }) => getDialpadStaff(signal),
    staleTime: 0,
  })

export const useDialpadStaff = () => useQuery(dialpadStaffQueryOptions())
