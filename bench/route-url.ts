import type { RouteDefinition } from '@portal/contract'

/**
 * A route's URL on a portal, its `:name` path parameters filled in, with a query string.
 * @example routeUrl(origin, remindRoute, { after: 42 }) // 'http://127.0.0.1:8080/api/v1/message/remind?after=42'
 * @example routeUrl(origin, callActionRoute, {}, { callId: 'sim-1', action: 'answer' }) // '.../call/sim-1/answer'
 */
export function routeUrl(
  origin: string,
  route: RouteDefinition,
  query: Record<string, string | number> = {},
  params: Record<string, string> = {},
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))
  return `${origin}${path}${search.size > 0 ? `?${search}` : ''}`
}
