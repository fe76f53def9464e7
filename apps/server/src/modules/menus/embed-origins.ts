/**
 * Whether a page may be shown inside the portal (menu entries, helper components, extend frames): a path on the
 * portal's own origin, or an http(s) address on the portal's origin or one of the configured embed origins.
 * @example allowedEmbedOrigin('javascript:alert(1)', 'http://localhost:8080', []) // null
 * @returns the url's origin when allowed, else null
 */
export function allowedEmbedOrigin(
  url: string,
  portalOrigin: string,
  embedOrigins: readonly string[],
): string | null {
  let parsed: URL
  try {
    parsed = new URL(url, portalOrigin)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  if (parsed.username || parsed.password) return null
  const allowed = [portalOrigin, ...embedOrigins].map(normaliseOrigin)
  return allowed.includes(parsed.origin) ? parsed.origin : null
}

/**
 * An origin as the URL standard writes it (default ports dropped), or '' for anything that is not one.
 * @example normaliseOrigin('http://localhost:80') // 'http://localhost'
 */
export function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin
  } catch {
    return ''
  }
}
