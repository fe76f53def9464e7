import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { bannerFormSchema, bannerSchema } from './banner-schemas'

export const bannerListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/banner/list',
  access: 'session',
  response: z.array(bannerSchema),
})

export const saveBannerRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/portal/banner',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.banners,
  body: bannerFormSchema,
  response: bannerSchema,
})

export const updateBannerRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/portal/banner/:id',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.banners,
  params: z.object({ id: z.uuid() }),
  body: bannerFormSchema,
  response: bannerSchema,
})

export const deleteBannerRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/portal/banner/:id',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.banners,
  params: z.object({ id: z.uuid() }),
  response: z.null(),
})
