import { z } from 'zod'
import { localeSchema } from '../locales'

/** Spec §3 current-user cache, without the token: page scripts never hold it. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  roleName: z.string(),
  tenantId: z.string(),
  utc: z.number(),
  permissions: z.array(z.string()),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

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
})
export type BrandInfo = z.infer<typeof brandInfoSchema>

export const localeInfoSchema = z.object({
  localeCode: localeSchema,
  localeDesc: z.string(),
  isDefault: z.boolean(),
})
export type LocaleInfo = z.infer<typeof localeInfoSchema>

export const ssoInfoSchema = z.object({
  loginType: z.enum(['SSO', 'SAML']),
  loginUrl: z.string(),
  logoutUrl: z.string(),
})

/** Spec §3 token-response config: what the login check returns for a live session. */
export const tokenResponseSchema = z.object({
  authResult: z.object({ principal: currentUserSchema }),
  ssoInfo: ssoInfoSchema.nullable(),
  tenantInfo: tenantInfoSchema,
  brandInfo: brandInfoSchema,
  channelInfo: z.object({ channel: z.string() }),
  smsSwitchInfo: z.object({ enabled: z.boolean() }),
  internationSwitchInfo: z.object({ enabled: z.boolean() }),
  localeInfo: z.array(localeInfoSchema),
  timeZone: z.string(),
  timeZoneOffsetHours: z.number(),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

export const tokenRequestSchema = z.object({ domain: z.string().max(255).optional() })
