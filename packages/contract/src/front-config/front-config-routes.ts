import { z } from 'zod'
import { ssoInfoSchema } from '../auth/login-schemas'
import { defineRoute } from '../core/define-route'
import { localeInfoSchema } from '../countries/locale-info-schema'
import { brandInfoSchema } from '../tenants/tenant-schemas'

export const DEFAULT_SYSTEM_NAME = 'CRM'

/** Spec §7 GET /front/config/a: what a page needs before anyone has logged in. */
export const frontConfigSchema = z.object({
  systemName: z.string(),
  brandInfo: brandInfoSchema,
  localeInfo: z.array(localeInfoSchema),
  smsLoginEnabled: z.boolean(),
  languageSwitchEnabled: z.boolean(),
  protocolRequired: z.boolean(),
  demoMode: z.boolean(),
  /** Set for SSO/SAML tenants: the login check follows loginUrl, logout goes to logoutUrl. */
  ssoInfo: ssoInfoSchema.nullable(),
  /** Origins besides the portal's own whose pages may be embedded and may post OPEN_TAB / DELETE_TAB messages. */
  embedOrigins: z.array(z.string()),
})
export type FrontConfig = z.infer<typeof frontConfigSchema>

export const frontConfigRoute = defineRoute({
  method: 'GET',
  path: '/front/config/a',
  access: 'public',
  response: frontConfigSchema,
})
