import { AUTH_PAGE_NAMES, type MenuResource } from '@portal/contract'
import { ROUTER_PATHS, toPortalPath } from '@/lib/routing/portal-path'
import type { PageVisit } from '@/lib/page-history/record-page-visit'
import { ancestorIdsOf, findEntryForPage, flattenMenu, routerPathOf } from '@/lib/menus/menu-index'

// Pages that are not a place to go back to: the login pages, the tab refresh, the error pages, and home itself
// (the dashboard that lists the history).
const SKIPPED_PAGES: readonly string[] = [
  ...AUTH_PAGE_NAMES.map((name) => `/${name}`),
  ROUTER_PATHS.home,
  ROUTER_PATHS.redirect,
  ROUTER_PATHS.forbidden,
  ROUTER_PATHS.notFound,
  ROUTER_PATHS.serverError,
  ROUTER_PATHS.framePage,
]

const isSkipped = (pathname: string) =>
  pathname === '/' || SKIPPED_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))

const codesOf = (tree: readonly MenuResource[], entry: MenuResource) => {
  const byId = new Map(flattenMenu(tree).map((candidate) => [candidate.id, candidate.resourceCode]))
  return [...ancestorIdsOf(tree, entry.id).map((id) => byId.get(id) ?? id), entry.resourceCode]
}

/**
 * The record of a visit to a router path, or null for a page that is never recorded. The page code is the menu
 * entry's code when the page is that entry (a detail page only borrows its list's menu codes), else the path.
 * @example buildPageVisit('/mzz/workorder/workorder/front/main/order?filterMenu=pending', '工单列表', tree)
 * // { title: '工单列表', url: '/dzfront/portal/mzz/...order?filterMenu=pending', pageCode: 'workorder.list',
 * //   resourceCode: '["workorder.center","workorder.list"]' }
 */
export const buildPageVisit = (
  routerPath: string,
  title: string,
  tree: readonly MenuResource[],
): PageVisit | null => {
  const { pathname, searchParams } = new URL(routerPath, 'http://portal.invalid')
  if (isSkipped(pathname) || !title.trim()) return null
  const entry = findEntryForPage(flattenMenu(tree), pathname, searchParams)
  const isEntryPage = entry && (pathname === ROUTER_PATHS.extendIframe || routerPathOf(entry) === pathname)
  return {
    title: title.trim(),
    url: toPortalPath(routerPath),
    pageCode: isEntryPage ? entry.resourceCode : pathname,
    resourceCode: JSON.stringify(entry ? codesOf(tree, entry) : []),
  }
}
