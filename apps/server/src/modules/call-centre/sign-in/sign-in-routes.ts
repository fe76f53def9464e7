import type { FastifyInstance } from 'fastify'
import { saveSignInSettingsRoute, signInSettingsRoute, sipHost, type SignInSettings } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { changeTenantSettings } from '../../tenants/tenant-settings-change'
import { readSignInSettings, saveSignInSettings } from './sign-in-settings-repository'

/**
 * 签入方式: which modes the tenant's agents sign in with and the network its calls run on. The SIP server is this
 * portal's configuration (SIP_DOMAIN), one for every tenant, so a tenant may choose the SIP network only with that
 * server's address; each sign-in on the softphone checks it again, on whatever process it lands.
 */
export async function signInSettingsRoutes(app: FastifyInstance) {
  const portalSipServer = app.config.sip?.domain ?? null

  /** A SIP network this portal cannot reach is refused before anything changes. */
  const checkReachable = (settings: SignInSettings) => {
    if (settings.network !== 'sip') return
    if (!portalSipServer) throw new AppError('FAILURE', 'callCentre.signIn.noSipServer', 400)
    if (sipHost(settings.sipAddress ?? '') !== sipHost(portalSipServer))
      throw new AppError('FAILURE', 'callCentre.signIn.otherSipServer', 400, {
        params: { server: portalSipServer },
      })
  }

  serveRoute(app, signInSettingsRoute, async ({ request }) => ({
    settings: await request.withTenant(readSignInSettings),
    portalSipServer,
  }))

  serveRoute(app, saveSignInSettingsRoute, async ({ body, request }) => {
    checkReachable(body)
    const settings = await changeTenantSettings(request, {
      action: 'signInSettings.update',
      targetType: 'signInSettings',
      read: readSignInSettings,
      apply: async (tx) => {
        await saveSignInSettings(tx, body)
        return body
      },
    })
    return { settings, portalSipServer }
  })
}
