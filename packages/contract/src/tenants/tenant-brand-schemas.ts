import { z } from 'zod'

/** The brand's images: the logo of the header and login card, and the login page's background. */
export const BRAND_IMAGE_KINDS = ['logo', 'background'] as const
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number]
export const BRAND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const BRAND_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const BRAND_NAME_MAX_LENGTH = 40
export const DEFAULT_BRAND_COLOURS = { primaryColor: '#1677ff', backgroundColor: '#1f4e8c' } as const

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'brand.colour')
const name = z.string().trim().min(1, 'brand.nameRequired').max(BRAND_NAME_MAX_LENGTH, 'brand.nameTooLong')

/** The brand as its administrator saves it; images are uploaded on their own. */
export const brandFormSchema = z.object({
  siteName: name,
  brandName: name,
  primaryColor: colour,
  backgroundColor: colour,
})
export type BrandForm = z.infer<typeof brandFormSchema>

/** The brand as its administrator reads it: the form, and whether each image is set. */
export const brandSettingsSchema = brandFormSchema.extend({
  hasLogo: z.boolean(),
  hasBackground: z.boolean(),
})
export type BrandSettings = z.infer<typeof brandSettingsSchema>

/**
 * Why a brand image is refused, or null: a type other than PNG, JPEG or WebP, empty, or larger than
 * BRAND_IMAGE_MAX_BYTES. The browser asks before it sends, and the server again (with the image's first bytes).
 * @example brandImageProblem('image/gif', 10) // 'brand.imageType'
 */
export function brandImageProblem(contentType: string, size: number) {
  if (!(BRAND_IMAGE_TYPES as readonly string[]).includes(contentType.trim().toLowerCase()))
    return 'brand.imageType' as const
  if (size > BRAND_IMAGE_MAX_BYTES) return 'brand.imageSize' as const
  if (size === 0) return 'brand.imageEmpty' as const
  return null
}
