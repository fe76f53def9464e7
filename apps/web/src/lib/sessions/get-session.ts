import { tokenRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The login check: the current user, tenant and settings of the live session, or a session-ended code. */
export const getSession = (signal?: AbortSignal) => callApi(tokenRoute, { body: {}, signal })

export const SESSION_QUERY_KEY = ['auth', 'session'] as const

// Asked again when something says the session changed (a push, an answer's code, a login, a profile or access
// change), not by every part that mounts: the first screen asked it four times in its first second. A refused
// check is not asked again by a mount either: the page asks it as it starts, and a login elsewhere says so only
// once (that answer clears the cookie), so the guard mounting after it must show that answer.
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Infinity,
    retryOnMount: false,
  })

export const useSession = () => useQuery(sessionQueryOptions())
