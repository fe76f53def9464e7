import { z } from 'zod'

/** The brand's images: the logo of the header and login card, and the login page's background. */
export const BRAND_IMAGE_KINDS = ['logo', 'background'] as const
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number]
export const BRAND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const BRAND_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const BRAND_NAME_MAX_LENGTH = 40
/** The portal's own colours: its primary is Ant Design's blue-7, which reads at WCAG AA (see the contrast rule). */
export const DEFAULT_BRAND_COLOURS = { primaryColor: '#0958d9', backgroundColor: '#1f4e8c' } as const

/**
 * The least contrast a brand's primary colour must have with white. Buttons write white on it and links and
 * selected items write it on white and on the light tints Ant Design derives from it (about 0.82 of white's
 * contrast), so 5.5:1 on white keeps every one of them at WCAG AA's 4.5:1.
 */
export const BRAND_PRIMARY_MIN_CONTRAST = 5.5

const channel = (hex: string) => {
  const value = parseInt(hex, 16) / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

const luminance = (colour: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => channel(colour.slice(start, start + 2)))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/**
 * The WCAG contrast ratio of two #rrggbb colours, in either order.
 * @example contrastRatio('#0958d9', '#141414') // about 3.0
 */
export function contrastRatio(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

/**
 * The WCAG contrast ratio of a #rrggbb colour with white.
 * @example contrastWithWhite('#0958d9') // about 6.2
 */
export const contrastWithWhite = (colour: string): number => contrastRatio(colour, '#ffffff')

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'brand.colour')
const primaryColour = colour.refine(
  (value) => contrastWithWhite(value) >= BRAND_PRIMARY_MIN_CONTRAST,
  'brand.primaryContrast',
)
const name = z.string().trim().min(1, 'brand.nameRequired').max(BRAND_NAME_MAX_LENGTH, 'brand.nameTooLong')

/** The brand as its administrator saves it; images are uploaded on their own. */
export const brandFormSchema = z.object({
  siteName: name,
  brandName: name,
  primaryColor: primaryColour,
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
