import { z } from 'zod'
import type { MessageKey } from '../all-texts'
import { isPortalPath } from '../core/portal-paths'
import { BANNER_OPEN_TYPES } from './banner-schemas'

/**
 * A banner's link (§3 Banner item): none at all, a route inside the portal for openType 3, else an http(s)
 * address.
 * @example checkBannerLink('/dzfront/portal/news', 3) // null; checkBannerLink('javascript:x', 1) // 'banner.linkInvalid'
 */
export function checkBannerLink(link: string, openType: number): MessageKey | null {
  const value = link.trim()
  if (!value) return null
  if (openType === BANNER_OPEN_TYPES.internalRoute) return isPortalPath(value) ? null : 'banner.linkInvalid'
  if (/\s|\\/.test(value)) return 'banner.linkInvalid'
  return httpUrlSchema.safeParse(value).success ? null : 'banner.linkInvalid'
}

const httpUrlSchema = z.url({ protocol: /^https?$/ })
