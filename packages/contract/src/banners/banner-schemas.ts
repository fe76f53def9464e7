import { z } from 'zod'

export const BANNER_ROTATE_MS = 3000
/** Banner height as a fraction of its width. */
export const BANNER_HEIGHT_RATIO = 320 / 940

/** How a banner's link opens: 1 this window, 2 a new window, 3 a route inside the portal. */
export const BANNER_OPEN_TYPES = { sameWindow: 1, newWindow: 2, internalRoute: 3 } as const
export const BANNER_LINK_MAX_LENGTH = 1000

export const bannerSchema = z.object({
  id: z.string(),
  fileRelationId: z.string(),
  businessId: z.string(),
  link: z.string(),
  openType: z.literal(Object.values(BANNER_OPEN_TYPES)),
  sort: z.number().int(),
})
export type Banner = z.infer<typeof bannerSchema>

/** A banner as an administrator saves it; the image is uploaded first with purpose 'banner'. */
export const bannerFormSchema = z.object({
  fileRelationId: z.uuid('banner.imageRequired'),
  link: z.string().trim().max(BANNER_LINK_MAX_LENGTH).default(''),
  openType: z.literal(Object.values(BANNER_OPEN_TYPES)),
  sort: z.number().int().min(0).max(999).default(0),
})
export type BannerForm = z.input<typeof bannerFormSchema>
