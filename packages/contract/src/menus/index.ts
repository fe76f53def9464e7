import { defineDomain } from '../core/define-domain'
import {
  extendTicketExchangeRoute,
  extendTicketRoute,
  helperComponentListRoute,
  menuTreeRoute,
  saveHelperComponentRoute,
  saveMenuUrlRoute,
  tenantModulesRoute,
} from './menu-routes'
import { menusTexts } from './menus-texts'

export * from './menu-schemas'
export * from './menu-routes'
export * from './settings-menu-removals'

/** The menu tree, helper components, extend-frame tickets and the tenant's module list. */
export const menusDomain = defineDomain({
  name: 'menus',
  routes: {
    menuTreeRoute,
    tenantModulesRoute,
    helperComponentListRoute,
    saveHelperComponentRoute,
    saveMenuUrlRoute,
    extendTicketRoute,
    extendTicketExchangeRoute,
  },
  texts: menusTexts,
})
