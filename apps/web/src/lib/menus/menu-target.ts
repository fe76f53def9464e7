import { OPEN_TYPE, type MenuResource } from '@portal/contract'
import { ROUTER_PATHS, toRouterPath } from '../routing/portal-path'
import { isShownEntry } from './menu-index'

/** What choosing a menu entry does: a route inside the portal, or a new browser window. */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'window'; url: string }

/**
 * The router path of the extend frame showing a url for a menu entry (spec §2 extendIframe: url, id).
 * @example extendFramePath('/a.html', 'm1') // '/extendIframe?url=%2Fa.html&id=m1'
 */
export const extendFramePath = (url: string, id?: string): string =>
  `${ROUTER_PATHS.extendIframe}?${new URLSearchParams(id ? { url, id } : { url })}`

/**
 * Where an entry leads (spec §2): openType 1 inside the extend frame, 2 a new window, 3 a router push (a url
 * outside the portal then opens in a new window). Null for an entry without a url (a sub-menu heading).
 * @example menuTargetOf({ openType: 3, url: '/dzfront/portal/news', ... }) // { kind: 'route', to: '/news' }
 */
export const menuTargetOf = (entry: MenuResource): MenuTarget | null => {
  if (!entry.url) return null
  if (entry.openType === OPEN_TYPE.extendFrame)
    return { kind: 'route', to: extendFramePath(entry.url, entry.id) }
  if (entry.openType === OPEN_TYPE.newWindow) return { kind: 'window', url: entry.url }
  const routerPath = toRouterPath(entry.url)
  return routerPath ? { kind: 'route', to: routerPath } : { kind: 'window', url: entry.url }
}

/**
 * Where home sends a user without the portal privilege (spec §2): the first visible non-button entry with a url
 * that opens inside the portal (a new window cannot open without a click). Null when there is none.
 * @example firstLandingPath(tree) // '/platformPort'
 */
export const firstLandingPath = (tree: readonly MenuResource[]): string | null => {
  for (const entry of tree.filter(isShownEntry)) {
    const target = menuTargetOf(entry)
    if (target?.kind === 'route') return target.to
    const below = firstLandingPath(entry.sub)
    if (below) return below
  }
  return null
}
