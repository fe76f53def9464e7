import type { FastifyInstance } from 'fastify'
import { softphoneCredentialsRoute, softphoneEventRoute, softphoneIncomingRoute } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { mintSipCredentials } from '../../../plugins/app/cti/sip-credentials'
import { ctiCommand } from '../state/cti-command'
import { loadCtiSettings } from '../state/cti-settings-repository'
import { receiveSoftphoneCall, reportSoftphoneEvent } from './softphone-commands'
import { softphoneUser } from '../state/softphone-repository'

/**
 * The browser softphone of a tenant on a SIP network: its short-lived SIP account, the calls the SIP server puts
 * through to it, and what becomes of their SIP sessions. The answers are never cached (they hold a password).
 */
export async function softphoneRoutes(app: FastifyInstance) {
  serveRoute(app, softphoneCredentialsRoute, async ({ request, reply }) => {
    const sip = app.config.sip
    const accountId = request.session?.accountId ?? ''
    const found = await request.withTenant(async (tx) =>
      (await loadCtiSettings(tx)).network === 'sip' ? softphoneUser(tx, accountId) : undefined,
    )
    if (!found) throw new AppError('FAILURE', 'telephony.notSoftphone', 409)
    if (!sip) throw new AppError('FAILURE', 'telephony.noSipServer', 409)
    const minted = mintSipCredentials(sip, found.user, new Date())
    void reply.header('Cache-Control', 'no-store')
    return {
      webSocketUrl: sip.webSocketUrl,
      sipUri: `sip:${found.user}@${sip.domain}`,
      authorizationUser: minted.authorizationUser,
      password: minted.password,
      displayName: found.displayName,
      expiresAt: minted.expiresAt.toISOString(),
    }
  })
  serveRoute(app, softphoneIncomingRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => receiveSoftphoneCall(change, accountId, body)),
  )
  serveRoute(app, softphoneEventRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => reportSoftphoneEvent(change, accountId, body)),
  )
}
