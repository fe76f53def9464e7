import type { HelperComponent, MenuResource } from '@portal/contract'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { findEntryForPage, routerPathOf } from './menu-index'

// Pages with a name of their own (shell namespace keys); a route also names the pages below it.
const FIXED_PAGE_NAMES: readonly [string, string][] = [
  [ROUTER_PATHS.home, 'page.home'],
  [ROUTER_PATHS.news, 'page.news'],
  [ROUTER_PATHS.platformPort, 'page.platformPort'],
  [ROUTER_PATHS.aiTranslate, 'page.aiTranslate'],
  [ROUTER_PATHS.mailSender, 'page.mailSender'],
  [ROUTER_PATHS.packageCheck, 'page.packageCheck'],
  [ROUTER_PATHS.abnormalInterface, 'page.abnormalInterface'],
  [ROUTER_PATHS.personalInfo, 'page.personalInfo'],
  [ROUTER_PATHS.invite, 'page.invite'],
  [ROUTER_PATHS.workOrders, 'page.workOrders'],
  [`${ROUTER_PATHS.workOrders}/detail`, 'page.workOrderDetail'],
  [ROUTER_PATHS.blacklistAudit, 'page.blacklistAudit'],
  [ROUTER_PATHS.customerDetail, 'page.customerDetail'],
  [ROUTER_PATHS.outboundTasks, 'page.outboundTasks'],
  [ROUTER_PATHS.liveMonitor, 'page.liveMonitor'],
  [ROUTER_PATHS.offlineMessages, 'page.offlineMessages'],
  [ROUTER_PATHS.returnVisits, 'page.returnVisits'],
  [ROUTER_PATHS.extendIframe, 'page.extendIframe'],
  [ROUTER_PATHS.externalHelper, 'page.externalHelper'],
  [ROUTER_PATHS.forbidden, 'page.forbidden'],
  [ROUTER_PATHS.notFound, 'page.notFound'],
  [ROUTER_PATHS.serverError, 'page.serverError'],
]

export type PageNameSources = {
  entries: readonly MenuResource[]
  helpers: readonly HelperComponent[]
  translate: (key: string) => string
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const isAtOrBelow = (pathname: string, route: string) =>
  pathname === route || pathname.startsWith(`${route}/`)

/**
 * The name of a page, for its tab and the document title: the menu entry's name (extend frames by entry id,
 * helper components by id), else the page's own name, else the last part of its path.
 * @example resolvePageName('/news', sources) // '消息中心'
 */
export const resolvePageName = (
  routerPath: string,
  { entries, helpers, translate }: PageNameSources,
): string => {
  const url = new URL(routerPath, 'http://portal.invalid')
  const { pathname, searchParams } = url
  if (pathname === ROUTER_PATHS.extendIframe) {
    return findEntryForPage(entries, pathname, searchParams)?.name ?? translate('page.extendIframe')
  }
  if (pathname.startsWith(`${ROUTER_PATHS.externalHelper}/`)) {
    const id = safeDecode(pathname.slice(ROUTER_PATHS.externalHelper.length + 1))
    return helpers.find((helper) => helper.id === id)?.name ?? translate('page.externalHelper')
  }
  const entry = entries.find((candidate) => routerPathOf(candidate) === pathname)
  if (entry) return entry.name
  const fixed = FIXED_PAGE_NAMES.filter(([route]) => isAtOrBelow(pathname, route)).sort(
    ([a], [b]) => b.length - a.length,
  )[0]
  if (fixed) return translate(fixed[1])
  return safeDecode(pathname.split('/').filter(Boolean).at(-1) ?? '') || translate('page.untitled')
}
