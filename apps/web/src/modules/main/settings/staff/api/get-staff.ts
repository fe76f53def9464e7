import { staffListRoute, staffOptionsRoute, type StaffStatus } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export type StaffFilter = { keyword: string; status?: StaffStatus; page: number; pageSize: number }

/** Every cached staff query starts with this key: a change to any member refreshes them all. */
export const STAFF_QUERY_KEY = ['staff'] as const

/** A page of the tenant's staff, matching a keyword and status. */
export const staffListQueryOptions = (filter: StaffFilter) =>
  queryOptions({
    queryKey: [...STAFF_QUERY_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      callApi(staffListRoute, {
        query: { ...filter, keyword: filter.keyword.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const useStaffList = (filter: StaffFilter) => useQuery(staffListQueryOptions(filter))

/** The tenant's roles and skill groups, for the staff form. */
export const useStaffOptions = () =>
  useQuery({
    queryKey: [...STAFF_QUERY_KEY, 'options'],
    queryFn: ({ signal }) => callApi(staffOptionsRoute, { signal }),
  })
