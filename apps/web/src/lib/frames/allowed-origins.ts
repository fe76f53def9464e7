/**
 * An origin as the URL standard writes it, or null for anything that is not an http(s) origin.
 * @example toOrigin('http://localhost:80/x') // 'http://localhost'
 */
export const toOrigin = (value: string): string | null => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Whether a message or page comes from the portal's own origin or one of the configured embed origins.
 * @example isAllowedOrigin('https://crm.example.cn', 'https://portal.example.cn', ['https://crm.example.cn']) // true
 */
export const isAllowedOrigin = (
  origin: string,
  ownOrigin: string,
  embedOrigins: readonly string[],
): boolean => {
  const normalised = toOrigin(origin)
  if (!normalised) return false
  return [ownOrigin, ...embedOrigins].some((allowed) => toOrigin(allowed) === normalised)
}

/**
 * The absolute address of a page the portal may show in a frame: a same-origin path, or an http(s) URL on an
 * allowed origin without credentials in it; null for anything else (`javascript:`, other hosts...).
 * @example toEmbeddableUrl('/protocols/a.html', 'https://p.cn', []) // 'https://p.cn/protocols/a.html'
 */
export const toEmbeddableUrl = (
  value: string | null | undefined,
  ownOrigin: string,
  embedOrigins: readonly string[],
): string | null => {
  if (!value) return null
  let url: URL
  try {
    url = new URL(value, ownOrigin)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  return isAllowedOrigin(url.origin, ownOrigin, embedOrigins) ? url.href : null
}
