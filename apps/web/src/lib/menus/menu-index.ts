import { OPEN_TYPE, RESOURCE_TYPE, type MenuResource } from '@portal/contract'
import { ROUTER_PATHS, toRouterPath } from '../routing/portal-path'

/** Whether an entry appears in the menu: resourceType 1 and 2, never 3 (buttons, hidden functions). */
export const isShownEntry = (entry: MenuResource): boolean =>
  entry.visible && entry.resourceType !== RESOURCE_TYPE.button

/**
 * Every shown entry of the tree, parents before their children, in menu order.
 * @example flattenMenu(tree).map((entry) => entry.name)
 */
export const flattenMenu = (tree: readonly MenuResource[]): MenuResource[] =>
  tree.filter(isShownEntry).flatMap((entry) => [entry, ...flattenMenu(entry.sub)])

/**
 * The router path (inside the portal, without its query) of an entry opened by a router push, else null.
 * @example routerPathOf({ openType: 3, url: '/dzfront/portal/news?type=0', ... }) // '/news'
 */
export const routerPathOf = (entry: MenuResource): string | null => {
  if (entry.openType !== OPEN_TYPE.routerPush || !entry.url) return null
  return toRouterPath(entry.url)?.split(/[?#]/)[0] ?? null
}

const isAtOrBelow = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(base === '/' ? '/' : `${base}/`)

/**
 * The entry a page belongs to, for highlighting: the extend-frame entry by its id, else the entry whose path is
 * the longest one at or above the page (so a detail page highlights its list).
 * @example findEntryForPage(entries, '/mzz/workorder/workorder/front/main/order/detail/7') // the work-order list
 */
export const findEntryForPage = (
  entries: readonly MenuResource[],
  pathname: string,
  searchParams: URLSearchParams = new URLSearchParams(),
): MenuResource | null => {
  if (pathname === ROUTER_PATHS.extendIframe) {
    return entries.find((entry) => entry.id === searchParams.get('id')) ?? null
  }
  let best: { entry: MenuResource; length: number } | null = null
  for (const entry of entries) {
    const path = routerPathOf(entry)
    if (path && path !== '/' && isAtOrBelow(pathname, path) && path.length > (best?.length ?? 0)) {
      best = { entry, length: path.length }
    }
  }
  return best?.entry ?? null
}

/**
 * The ids of an entry's ancestors, outermost first (the sub menus to open for it).
 * @example ancestorIdsOf(tree, 'list-id') // ['work-order-centre-id']
 */
export const ancestorIdsOf = (tree: readonly MenuResource[], id: string): string[] => {
  for (const entry of tree) {
    if (entry.id === id) return []
    const below = ancestorIdsOf(entry.sub, id)
    if (below.length > 0 || entry.sub.some((child) => child.id === id)) return [entry.id, ...below]
  }
  return []
}
