import { defineDomain } from '../core/define-domain'
import {
  brandSettingsRoute,
  saveBrandRoute,
  saveTenantSwitchesRoute,
  sendUsageRoute,
  siteBrandImageRoute,
  siteBrandRoute,
  tenantSwitchesRoute,
  uploadBrandImageRoute,
} from './tenant-settings-routes'
import { tenantsTexts } from './tenants-texts'

export * from './product-modules'
export * from './product-state'
export * from './tenant-schemas'
export * from './tenant-switch-schemas'
export * from './tenant-switches-example'
export * from './tenant-brand-schemas'
export * from './tenant-settings-routes'
export * from './send-limit-schemas'

/** Tenants: their product modules, licence and product state, time zone, switches and brand. */
export const tenantsDomain = defineDomain({
  name: 'tenants',
  routes: {
    tenantSwitchesRoute,
    saveTenantSwitchesRoute,
    brandSettingsRoute,
    saveBrandRoute,
    uploadBrandImageRoute,
    siteBrandRoute,
    siteBrandImageRoute,
    sendUsageRoute,
  },
  texts: tenantsTexts,
})
