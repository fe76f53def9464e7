import {
  DEFAULT_ROUTE_PATH,
  JOIN_TENANT_PAGE_NAME,
  LOGIN_ROUTE_PATH,
  PORTAL_BASE_PATH,
  REDIRECT_QUERY_PARAM,
  SET_PASSWORD_PAGE_NAME,
} from '@portal/contract'

/**
 * The router path of a path under the portal, or null when the path lies outside the SPA.
 * @example toRouterPath('/dzfront/portal/news?type=0') // '/news?type=0'; toRouterPath('/other') // null
 */
export const toRouterPath = (path: string): string | null => {
  if (!path.startsWith(PORTAL_BASE_PATH)) return null
  const rest = path.slice(PORTAL_BASE_PATH.length)
  if (rest === '' || rest.startsWith('/')) return rest || '/'
  return rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : null
}

/**
 * The full path (with the portal's base path) of a router path, as the address bar shows it.
 * @example toPortalPath('/portal?x=1') // '/dzfront/portal/portal?x=1'
 */
export const toPortalPath = (routerPath: string): string => `${PORTAL_BASE_PATH}${routerPath}`

const insidePortal = (path: string): string => path.slice(PORTAL_BASE_PATH.length)

/** Router paths (inside the base path) of the pages other code sends people to. */
export const ROUTER_PATHS = {
  login: insidePortal(LOGIN_ROUTE_PATH),
  home: insidePortal(DEFAULT_ROUTE_PATH),
  modify: '/modify',
  register: '/register',
  activate: '/activate',
  setPassword: `/${SET_PASSWORD_PAGE_NAME}`,
  joinTenant: `/${JOIN_TENANT_PAGE_NAME}`,
  news: '/news',
  extendIframe: '/extendIframe',
  platformPort: '/platformPort',
  redirect: '/redirect',
  packageCheck: '/packageCheck',
  aiTranslate: '/aiTranslate',
  mailSender: '/mailSender',
  abnormalInterface: '/apiErrInfo',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
  framePage: '/page',
  externalHelper: '/aux/external',
  personalInfo: '/mzz/main/main/setting/personal/individual',
  invite: '/mzz/main/main/activity/invite',
  workOrders: '/mzz/workorder/workorder/front/main/order',
  blacklistAudit: '/mzz/usercenter/usercenter/userCenter/customerManage/audit',
  customerDetail: '/mzz/usercenter/usercenter/userCenter/customerManage/detail',
  outboundTasks: '/mzz/speech/speech/front/main/setting/speech/outboundTask/list',
  liveMonitor: '/mzz/speech/speech/front/main/monitor/wall',
  offlineMessages: '/mzz/platform/platform/front/offlineMessage/list',
  returnVisits: '/mzz/platform/platform/front/returnVisit/list',
} as const

/**
 * The login page's router path that comes back to a page after the login.
 * @example toLoginPathFor('/news?type=1') // '/login?redirect=%2Fdzfront%2Fportal%2Fnews%3Ftype%3D1'
 */
export const toLoginPathFor = (routerPath: string): string =>
  `${ROUTER_PATHS.login}?${new URLSearchParams({ [REDIRECT_QUERY_PARAM]: toPortalPath(routerPath) })}`
