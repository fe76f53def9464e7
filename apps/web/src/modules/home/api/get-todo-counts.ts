import { todoCountRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { TO_DO_COUNTS_QUERY_KEY } from '@/lib/dashboard/todo-counts-query-key'
import type { TodoAuthFlags } from '../utils/todo-items'

/** The to-do counts the flags ask for; the server leaves what the user's codes do not allow null. */
export const getTodoCounts = (flags: TodoAuthFlags, signal?: AbortSignal) =>
  callApi(todoCountRoute, { body: flags, signal })

export const todoCountsQueryOptions = (flags: TodoAuthFlags) =>
  queryOptions({
    queryKey: [...TO_DO_COUNTS_QUERY_KEY, flags],
    queryFn: ({ signal }) => getTodoCounts(flags, signal),
  })

/** The counts, fetched again whenever the window regains focus (spec: counts stay current). */
export const useTodoCounts = (flags: TodoAuthFlags, isEnabled: boolean) =>
  useQuery({ ...todoCountsQueryOptions(flags), enabled: isEnabled, refetchOnWindowFocus: 'always' })
