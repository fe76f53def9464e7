import { DASHBOARD_HISTORY_COUNT, pageHistoryRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The user's latest distinct pages, newest first. */
export const getPageHistory = (pageSize: number, signal?: AbortSignal) =>
  callApi(pageHistoryRoute, { query: { pageSize }, signal })

export const PAGE_HISTORY_QUERY_KEY = ['page-history'] as const

export const pageHistoryQueryOptions = (pageSize = DASHBOARD_HISTORY_COUNT) =>
  queryOptions({
    queryKey: [...PAGE_HISTORY_QUERY_KEY, pageSize],
    queryFn: ({ signal }) => getPageHistory(pageSize, signal),
  })

export const usePageHistory = (pageSize = DASHBOARD_HISTORY_COUNT) =>
  useQuery(pageHistoryQueryOptions(pageSize))
