import { RESPONSE_CODES, type Envelope, type RouteDefinition, type RouteResponse } from '@portal/contract'
import { routeUrl } from './route-url'

export type RouteCall = {
  query?: Record<string, string | number>
  params?: Record<string, string>
  body?: unknown
}

/**
 * Calls a contract route with a session cookie and answers its data; anything but code 10000 throws, so a
 * figure never silently measures refusals.
 * @example const types = await callRoute(origin, cookie, noticeTypesRoute)
 */
export async function callRoute<T extends RouteDefinition>(
  origin: string,
  cookie: string,
  route: T,
  call: RouteCall = {},
): Promise<RouteResponse<T>> {
  const response = await fetch(routeUrl(origin, route, call.query, call.params), {
    method: route.method,
    headers: { cookie, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  })
  const text = await response.text()
  let envelope: Envelope<RouteResponse<T>>
  try {
    envelope = JSON.parse(text) as Envelope<RouteResponse<T>>
  } catch {
    // Not the portal's envelope: a balancer's own error page, say.
    throw new Error(
      `${route.method} ${route.path} answered ${response.status}, not JSON: ${text.slice(0, 80)}`,
    )
  }
  if (envelope.code !== RESPONSE_CODES.OK || envelope.data === null) {
    throw new Error(`${route.method} ${route.path} answered ${response.status} code ${envelope.code}`)
  }
  return envelope.data
}
