import { AUTH_PAGE_NAMES, DEFAULT_ROUTE_PATH, PORTAL_BASE_PATH } from '@portal/contract'

export type PostLoginCandidates = {
  /** From the login answer. */
  redirectUrl?: string | null
  /** From the login answer. */
  url?: string | null
  /** The page the user was sent away from: the `redirect` query parameter. */
  requested?: string | null
}

// Browsers read backslashes as slashes and drop tabs and newlines, so `/\evil.com` would leave the site.
const isLenientlyParsed = (char: string): boolean => char === '\\' || char < ' ' || char === '\u007f'

/**
 * The path and query of a URL when it stays on this origin, else null. Accepts `/path` or an absolute URL on
 * this origin; rejects other origins, `//host` (or `//` anywhere in the path), backslash tricks and schemes such
 * as `javascript:`.
 * @example toSameOriginPath('/dzfront/portal/news', 'https://a.cn') // '/dzfront/portal/news'
 */
export const toSameOriginPath = (value: string | null | undefined, origin: string): string | null => {
  if (!value || [...value].some(isLenientlyParsed)) return null
  if (!value.startsWith('/') && !value.startsWith(`${origin}/`)) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  // No empty segment: `/a/..//evil.com` normalises to `//evil.com`, which a navigation would read as a host, and
  // the router reads `/dzfront/portal//evil.com` as `//evil.com` and refuses it, leaving the page where it was.
  if (url.origin !== origin || url.pathname.includes('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

// The router matches paths case-insensitively and decoded, so `/Login` and `/%6Cogin` are the login page too.
const isAuthPage = (path: string): boolean => {
  const base = `${PORTAL_BASE_PATH}/`.toLowerCase()
  if (!path.toLowerCase().startsWith(base)) return false
  const page = decodeSegment(path.slice(base.length).split(/[/?#]/)[0] ?? '').toLowerCase()
  return (AUTH_PAGE_NAMES as readonly string[]).includes(page)
}

/**
 * Where to go after a successful login (spec §4): `redirectUrl`, else `url`, else the requested page unless it
 * is a login/modify/register/activate page, else the default route. Only same-origin paths are followed, and no
 * token is ever added: the session travels in its cookie.
 * @example resolvePostLoginTarget({ requested: '/dzfront/portal/news' }, location.origin) // '/dzfront/portal/news'
 */
export const resolvePostLoginTarget = (candidates: PostLoginCandidates, origin: string): string => {
  const requested = toSameOriginPath(candidates.requested, origin)
  return (
    toSameOriginPath(candidates.redirectUrl, origin) ??
    toSameOriginPath(candidates.url, origin) ??
    (requested && !isAuthPage(requested) ? requested : null) ??
    DEFAULT_ROUTE_PATH
  )
}
