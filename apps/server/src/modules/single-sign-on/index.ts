import type { FastifyInstance } from 'fastify'
import { ssoFlowRoutes } from './sso-flow-routes'
import { ssoSettingsRoutes } from './sso-settings-routes'

/** Single sign-on per tenant by OpenID Connect or SAML 2.0: the administrator's settings and the exchanges. */
export async function singleSignOnModule(app: FastifyInstance) {
  await app.register(ssoSettingsRoutes)
  await app.register(ssoFlowRoutes)
}
