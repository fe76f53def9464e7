import type { RouteDefinition } from '@portal/contract'

/**
 * A route's URL on a portal, with a query string.
 * @example routeUrl(origin, remindRoute, { after: 42 }) // 'http://127.0.0.1:8080/api/v1/message/remind?after=42'
 */
export function routeUrl(
  origin: string,
  route: RouteDefinition,
  query: Record<string, string | number> = {},
): string {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))
  return `${origin}${route.path}${search.size > 0 ? `?${search}` : ''}`
}
