import {
  RESPONSE_CODES,
  type Locale,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@portal/contract'
import { ApiError, NetworkError } from './api-error'
import { publishApiError } from './api-error-events'
import { buildApiUrl } from './api-url'
import { readCurrentLocale } from '../i18n/current-locale'
import { publishFailedCall } from './failed-call-events'

export type CallApiInput<T extends RouteDefinition> = {
  params?: RouteParams<T>
  query?: RouteQuery<T>
  body?: RouteBody<T>
  signal?: AbortSignal
}

/** What a call depends on from its surroundings; tests pass their own. */
export type CallApiContext = { fetch?: typeof fetch; locale?: Locale }

type PlainValues = Record<string, unknown> | undefined

/** An OK answer: its data, and the message the server put beside it (already in the user's language). */
export type ApiAnswer<T extends RouteDefinition> = { data: RouteResponse<T>; message: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

// Only the route's path template is told, so no query string (a ticket, a keyword) reaches a listener.
const failed = (route: RouteDefinition, code: number | null, status: number | null) =>
  publishFailedCall({ method: route.method, path: route.path, code, status })

const readAnswer = async <T extends RouteDefinition>(route: T, response: Response): Promise<ApiAnswer<T>> => {
  const json: unknown = await response.json().catch(() => undefined)
  if (!isRecord(json) || typeof json.code !== 'number') {
    failed(route, null, response.status)
    throw new ApiError(RESPONSE_CODES.FAILURE, '', response.status, { cause: json })
  }
  const message = typeof json.message === 'string' ? json.message : ''
  if (json.code !== RESPONSE_CODES.OK) {
    // The failure's data follows its own schema (e.g. the login's), not the route's, so it is kept unparsed.
    const error = new ApiError(json.code, message, response.status, { data: json.data ?? null })
    failed(route, json.code, response.status)
    publishApiError(error)
    throw error
  }
  const data = route.response.safeParse(json.data ?? null)
  if (!data.success) {
    failed(route, RESPONSE_CODES.FAILURE, response.status)
    throw new ApiError(RESPONSE_CODES.FAILURE, '', response.status, { cause: data.error })
  }
  return { data: data.data as RouteResponse<T>, message }
}

/**
 * Calls a contract route and returns the envelope's `data` with its `message`, or throws an ApiError (non-OK
 * code, also told to `subscribeToApiErrors` listeners) or a NetworkError (no answer). Every request carries the
 * user's `locale`; a POST always sends a JSON body.
 * @example const { message } = await callApiForAnswer(resetPasswordRoute, { body })
 */
export const callApiForAnswer = async <T extends RouteDefinition>(
  route: T,
  input: CallApiInput<T> = {},
  { fetch: fetchFn = (...args) => fetch(...args), locale = readCurrentLocale() }: CallApiContext = {},
): Promise<ApiAnswer<T>> => {
  // Contract params and queries are zod objects, so their input is a plain record.
  const url = buildApiUrl(route.path, input.params as PlainValues, input.query as PlainValues, locale)
  const hasBody = route.method !== 'GET'
  const init: RequestInit = {
    method: route.method,
    credentials: 'same-origin',
    headers: hasBody
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(input.body ?? {}) : undefined,
    signal: input.signal,
  }
  let response: Response
  try {
    response = await fetchFn(url, init)
  } catch (error) {
    if (input.signal?.aborted) throw error
    failed(route, null, null)
    throw new NetworkError('The request got no answer', { cause: error })
  }
  return readAnswer(route, response)
}

/**
 * Calls a contract route and returns the envelope's `data`; fails as `callApiForAnswer` does.
 * @example const tenants = await callApi(accountTenantsRoute, { query: { account } })
 */
export const callApi = async <T extends RouteDefinition>(
  route: T,
  input: CallApiInput<T> = {},
  context: CallApiContext = {},
): Promise<RouteResponse<T>> => (await callApiForAnswer(route, input, context)).data
