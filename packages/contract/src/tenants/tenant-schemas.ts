import { z } from 'zod'

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
export const DEFAULT_UTC_OFFSET_HOURS = 8

export const tenantInfoSchema = z.object({
  tenantId: z.string(),
  name: z.string(),
  currentDate: z.string(),
  registerTime: z.string(),
  grantTime: z.string().nullable(),
  expireTime: z.string().nullable(),
  timeZoneDesc: z.string(),
})
export type TenantInfo = z.infer<typeof tenantInfoSchema>

export const brandInfoSchema = z.object({
  status: z.number().int(),
  siteName: z.string(),
  brandName: z.string(),
  backgroundColor: z.string(),
  primaryColor: z.string(),
  /** Where the logo and the login background are downloaded (spec §7 tenant icon and background); null: none set. */
  logoUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
})
export type BrandInfo = z.infer<typeof brandInfoSchema>
