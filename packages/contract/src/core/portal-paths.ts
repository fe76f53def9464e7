/** Where the portal lives; every portal route sits under it (spec §2). */
export const PORTAL_BASE_PATH = '/dzfront/portal'
/** The page a login lands on when nothing else is asked for. */
export const DEFAULT_ROUTE_PATH = `${PORTAL_BASE_PATH}/portal`
export const LOGIN_ROUTE_PATH = `${PORTAL_BASE_PATH}/login`
/** Query parameter that carries the page to return to after login. */
export const REDIRECT_QUERY_PARAM = 'redirect'
/** Pages that are never a place to return to after login. */
/** The page an invited or reset staff member sets their password on, from the e-mailed link. */
export const SET_PASSWORD_PAGE_NAME = 'setPassword'
/** The page where an account of another tenant accepts a staff invitation, from the e-mailed link. */
export const JOIN_TENANT_PAGE_NAME = 'joinTenant'
export const AUTH_PAGE_NAMES = [
  'login',
  'modify',
  'register',
  'activate',
  SET_PASSWORD_PAGE_NAME,
  JOIN_TENANT_PAGE_NAME,
] as const
/** The desktop workbench window (spec §2): the working desk alone, outside the portal's base path. */
export const WORKBENCH_WINDOW_PATHS = ['/dzfront/workbench/working', '/dzfront/platform/working'] as const
/** The static file the network indicator and the bench probe. */
export const RELEASE_INFO_PATH = `${PORTAL_BASE_PATH}/release-info.json`

/**
 * Whether a value is a path of a portal page (under /dzfront/portal/), with no space or backslash that could
 * turn it into something else: what an internal banner link and a recorded page visit must be.
 * @example isPortalPath('/dzfront/portal/news?type=3') // true; isPortalPath('https://x.cn') // false
 */
export const isPortalPath = (value: string): boolean =>
  value.startsWith(`${PORTAL_BASE_PATH}/`) && !/[\s\\]/.test(value)
