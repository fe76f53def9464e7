import { PORTAL_BASE_PATH } from '../constants'

/**
 * Whether a value is a path of a portal page (under /dzfront/portal/), with no space or backslash that could
 * turn it into something else: what an internal banner link and a recorded page visit must be.
 * @example isPortalPath('/dzfront/portal/news?type=3') // true; isPortalPath('https://x.cn') // false
 */
export const isPortalPath = (value: string): boolean =>
  value.startsWith(`${PORTAL_BASE_PATH}/`) && !/[\s\\]/.test(value)
