import { BANNER_OPEN_TYPES, type Banner } from '@portal/contract'
import { toRouterPath } from '@/lib/routing/portal-path'

/** Where a click on a banner goes: nowhere, a page in this window or a new one, or a route inside the portal. */
export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'sameWindow'; href: string }
  | { kind: 'newWindow'; href: string }
  | { kind: 'route'; to: string }

const NONE: BannerTarget = { kind: 'none' }

// Only http(s) pages (absolute or on this site); a javascript: or data: link goes nowhere.
const toWebUrl = (link: string, origin: string): string | null => {
  try {
    const url = new URL(link, origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The target of a banner's link by its openType: 1 this window, 2 a new window, 3 a router push, which only
 * accepts a path under /dzfront/portal/.
 * @example bannerTarget({ link: '/dzfront/portal/news?type=0', openType: 3 }, origin) // { kind: 'route', to: '/news?type=0' }
 */
export const bannerTarget = (banner: Pick<Banner, 'link' | 'openType'>, origin: string): BannerTarget => {
  const link = banner.link.trim()
  if (!link) return NONE
  if (banner.openType === BANNER_OPEN_TYPES.internalRoute) {
    const to = link.startsWith('/') ? toRouterPath(link) : null
    return to && to !== '/' ? { kind: 'route', to } : NONE
  }
  const href = toWebUrl(link, origin)
  if (!href) return NONE
  return banner.openType === BANNER_OPEN_TYPES.newWindow
    ? { kind: 'newWindow', href }
    : { kind: 'sameWindow', href }
}
