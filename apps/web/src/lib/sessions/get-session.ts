import { tokenRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The login check: the current user, tenant and settings of the live session, or a session-ended code. */
export const getSession = (signal?: AbortSignal) => callApi(tokenRoute, { body: {}, signal })

export const SESSION_QUERY_KEY = ['auth', 'session'] as const

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => getSession(signal) })

export const useSession = () => useQuery(sessionQueryOptions())
