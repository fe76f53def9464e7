import { COMMAND_SEARCH_QUERY_MAX_LENGTH, commandSearchRoute } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The customers, work orders and messages matching a text, each kind only when the member holds its code. */
export const searchCommands = (q: string, signal?: AbortSignal) =>
  callApi(commandSearchRoute, { query: { q }, signal })

export const commandSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['command-palette', 'search', q],
    queryFn: ({ signal }) => searchCommands(q, signal),
    staleTime: 30_000,
  })

/**
 * The server's matches for what the member typed (nothing is asked for an empty or too long text); the previous
 * answer stays while the next is on its way, so the list does not jump.
 * @example const { data } = useCommandSearch(deferredText)
 */
export const useCommandSearch = (text: string) => {
  const q = text.trim()
  return useQuery({
    ...commandSearchQueryOptions(q),
    enabled: q.length > 0 && q.length <= COMMAND_SEARCH_QUERY_MAX_LENGTH,
    placeholderData: keepPreviousData,
  })
}
