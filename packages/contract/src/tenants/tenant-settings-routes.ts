import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { fileDownloadSchema } from '../files/file-routes'
import { BRAND_IMAGE_KINDS, brandFormSchema, brandSettingsSchema } from './tenant-brand-schemas'
import { tenantSwitchesSchema } from './tenant-switch-schemas'
import { sendUsageSchema } from './send-limit-schemas'
import { brandInfoSchema } from './tenant-schemas'

export const tenantSwitchesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/tenant/switches',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.switches,
  response: tenantSwitchesSchema,
})

export const saveTenantSwitchesRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/tenant/switches',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.switches,
  body: tenantSwitchesSchema,
  response: tenantSwitchesSchema,
})

export const brandSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/tenant/brand',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.brand,
  response: brandSettingsSchema,
})

export const saveBrandRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/tenant/brand',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.brand,
  body: brandFormSchema,
  response: brandSettingsSchema,
})

/** A new logo or background as base64 in JSON: PNG, JPEG or WebP of at most BRAND_IMAGE_MAX_BYTES. */
export const uploadBrandImageRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/tenant/brand/image/:kind',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.brand,
  params: z.object({ kind: z.enum(BRAND_IMAGE_KINDS) }),
  body: z.object({
    fileName: z.string().trim().min(1).max(200),
    contentType: z.string().min(1).max(100),
    dataBase64: z.base64(),
  }),
  response: brandSettingsSchema,
})

/** Spec §7 tenant brand by {domain}: the brand a host name shows, before anyone has logged in. */
export const siteBrandRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/tenant/brand/domain/:domain',
  access: 'public',
  params: z.object({ domain: z.string().min(1).max(128) }),
  response: brandInfoSchema,
})

/** Spec §7 tenant icon and background download: the image a host name's tenant shows; 404 when it sets none. */
export const siteBrandImageRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/tenant/brand/domain/:domain/:kind',
  access: 'public',
  download: true,
  params: z.object({ domain: z.string().min(1).max(128), kind: z.enum(BRAND_IMAGE_KINDS) }),
  response: fileDownloadSchema,
})

/** What the tenant sent today (single SMS, e-mails and their recipients), beside its sending limits. */
export const sendUsageRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/tenant/send-usage',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.switches,
  response: sendUsageSchema,
})
