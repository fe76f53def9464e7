import { defineDomain } from '../core/define-domain'
import { saveSsoSettingsRoute, ssoSettingsRoute } from './sso-settings-routes'
import { singleSignOnTexts } from './single-sign-on-texts'

export * from './sso-settings-schemas'
export * from './sso-settings-routes'

/** Single sign-on per tenant by OpenID Connect or SAML 2.0: its settings and the login page's refusals. */
export const singleSignOnDomain = defineDomain({
  name: 'single-sign-on',
  routes: { ssoSettingsRoute, saveSsoSettingsRoute },
  texts: singleSignOnTexts,
})
