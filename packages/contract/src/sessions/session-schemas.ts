import { z } from 'zod'
import { ssoInfoSchema } from '../auth/login-schemas'
import { localeInfoSchema } from '../countries/locale-info-schema'
import { brandInfoSchema, tenantInfoSchema } from '../tenants/tenant-schemas'

/** The cookie that carries the session token. HttpOnly: page scripts never read it. */
export const SESSION_COOKIE_NAME = 'portal_sid'

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
  /** The user's avatar image (the attachment download with a timestamp, spec §7), when they uploaded one. */
  avatar: z.object({ fileId: z.string(), updatedAt: z.string() }).nullable().optional(),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

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
