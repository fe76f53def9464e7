import { PORTAL_BASE_PATH } from '@portal/contract'
import { toRouterPath } from '@/lib/routing/portal-path'

/** A window message the tab bar obeys (spec §2): open a page in a tab, or close the tab showing a page. */
export type TabMessage =
  { type: 'OPEN_TAB'; fullPath: string; name?: string } | { type: 'DELETE_TAB'; fullPath: string }

type Fields = Record<string, unknown>

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null

// Browsers read backslashes as slashes and drop control characters, so either could turn a path into a host.
const isLenientlyParsed = (char: string): boolean => char === '\\' || char < ' ' || char === '\u007f'

// A page inside the portal only: `/x` or `/dzfront/portal/x`, never `//host`, a backslash or a scheme.
const toPortalRouterPath = (path: unknown): string | null => {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null
  if ([...path].some(isLenientlyParsed)) return null
  return path.startsWith(`${PORTAL_BASE_PATH}/`) || path === PORTAL_BASE_PATH ? toRouterPath(path) : path
}

const fillParams = (path: string, params: unknown) =>
  path.replace(/:([A-Za-z_]\w*)/g, (match, name: string) => {
    const value = isRecord(params) ? params[name] : undefined
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : match
  })

const toSearch = (query: unknown): string => {
  if (!isRecord(query)) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

const toHash = (hash: unknown) => (typeof hash === 'string' && hash ? `#${hash.replace(/^#/, '')}` : '')

/**
 * Reads an OPEN_TAB {path, query, params, hash, name} or DELETE_TAB {fullPath} message, with its fields at the
 * top level or under `data`; null for anything else or a page outside the portal.
 * @example parseTabMessage({ type: 'OPEN_TAB', data: { path: '/news', query: { type: 0 } } }) // { type: 'OPEN_TAB', fullPath: '/news?type=0' }
 */
export const parseTabMessage = (message: unknown): TabMessage | null => {
  if (!isRecord(message)) return null
  const fields = isRecord(message.data) ? message.data : message
  if (message.type === 'OPEN_TAB') {
    const path = toPortalRouterPath(fields.path)
    if (!path) return null
    const fullPath = `${fillParams(path, fields.params)}${toSearch(fields.query)}${toHash(fields.hash)}`
    const name =
      typeof fields.name === 'string' && fields.name.trim() ? fields.name.trim().slice(0, 60) : undefined
    return name ? { type: 'OPEN_TAB', fullPath, name } : { type: 'OPEN_TAB', fullPath }
  }
  if (message.type === 'DELETE_TAB') {
    const fullPath = toPortalRouterPath(fields.fullPath)
    return fullPath ? { type: 'DELETE_TAB', fullPath } : null
  }
  return null
}
