import type { FastifyInstance } from 'fastify'
import { acceptStaffInvitationRoute, viewStaffInvitationRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { acceptJoinInvitation, viewJoinInvitation } from './join-tenant-service'

/** As on the set-password page: the token has 256 bits, this keeps the noise (and password guesses) down. */
const JOIN_PER_IP_PER_MINUTE = 20

/** The public join page's calls: an account of another tenant sees and accepts a staff invitation. */
export async function joinTenantRoutes(app: FastifyInstance) {
  const { db, loginKey, staleNotices } = app.store
  serveRoute(app, viewStaffInvitationRoute, async ({ body, request }) =>
    viewJoinInvitation(db, body.token, request.locale),
  )
  serveRoute(
    app,
    acceptStaffInvitationRoute,
    async ({ body, request }) =>
      acceptJoinInvitation({ db, staleNotices, loginKey }, request, {
        token: body.token,
        sealedPassword: body.password,
      }),
    { perIpPerMinute: JOIN_PER_IP_PER_MINUTE },
  )
}
