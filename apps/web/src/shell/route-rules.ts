import { ROUTER_PATHS } from '@/lib/routing/portal-path'

const ROBOT = '/mzz/intelligent/intelligent/robot'
const CUSTOMERS = '/mzz/usercenter/usercenter/userCenter/customerManage'

/** The robot pages of spec §2 that share one root tab. */
export const ROBOT_ROUTES = {
  table: `${ROBOT}/table`,
  detail: `${ROBOT}/detail`,
  market: `${ROBOT}/market`,
} as const

/** Module pages the shell treats specially (spec §2 tab bar and main frame). */
export const SPECIAL_ROUTES = {
  customerList: `${CUSTOMERS}/list`,
  customerDetail: `${CUSTOMERS}/detail`,
  highSeas: `${CUSTOMERS}/highSeas`,
  exemptionApplication: '/mzz/crm/crm/front/main/exemption/apply',
} as const

// A rule names a page and every page below it (its details).
const matches = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`)
const matchesAny = (pathname: string, routes: readonly string[]) =>
  routes.some((route) => matches(pathname, route))

const KEEP_ALIVE = [
  ROUTER_PATHS.platformPort,
  SPECIAL_ROUTES.customerList,
  SPECIAL_ROUTES.highSeas,
  SPECIAL_ROUTES.customerDetail,
  SPECIAL_ROUTES.exemptionApplication,
  ROUTER_PATHS.workOrders,
]

const WITHOUT_SUB_MENU = [
  ROUTER_PATHS.home,
  ROUTER_PATHS.platformPort,
  ROUTER_PATHS.workOrders,
  ROBOT_ROUTES.table,
  ROBOT_ROUTES.detail,
  ROBOT_ROUTES.market,
  SPECIAL_ROUTES.customerDetail,
  ROUTER_PATHS.news,
]

/**
 * Whether a page keeps its state while another tab is shown (spec §2 keep-alive).
 * @example isKeepAlive('/mzz/workorder/workorder/front/main/order/detail/1') // true
 */
export const isKeepAlive = (pathname: string): boolean => matchesAny(pathname, KEEP_ALIVE)

/**
 * Whether the side menu opens the sub menu of the page (spec §2: not on home, working platform, work orders,
 * robot pages, customer detail and news).
 * @example hasSubMenu('/news') // false
 */
export const hasSubMenu = (pathname: string): boolean => !matchesAny(pathname, WITHOUT_SUB_MENU)

const splitPath = (routerPath: string) => {
  const url = new URL(routerPath, 'http://portal.invalid')
  return { pathname: url.pathname, searchParams: url.searchParams }
}

/**
 * The identity of the tab a page opens in: its path, except that the robot pages share the robot table's tab
 * and each extend-frame entry (by menu id, else url) has its own.
 * @example tabKeyOf('/mzz/workorder/workorder/front/main/order?filterMenu=pending') // '/mzz/workorder/workorder/front/main/order'
 */
export const tabKeyOf = (routerPath: string): string => {
  const { pathname, searchParams } = splitPath(routerPath)
  if (matchesAny(pathname, Object.values(ROBOT_ROUTES))) return ROBOT_ROUTES.table
  if (pathname === ROUTER_PATHS.extendIframe) {
    const id = searchParams.get('id')
    return `${pathname}?${id ? `id=${id}` : `url=${searchParams.get('url') ?? ''}`}`
  }
  return pathname
}

/**
 * Pages that never open a tab of their own: the redirect that refreshes a tab.
 * @example isTabless('/redirect/portal') // true
 */
export const isTabless = (pathname: string): boolean => matches(pathname, ROUTER_PATHS.redirect)
