import { newSecretToken, secretHash } from '../../lib/secret-token'
import type { FastifyInstance } from 'fastify'
import { extendTicketExchangeRoute, extendTicketRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { normaliseOrigin } from './embed-origins'
import { redeemExtendTicket, storeExtendTicket } from './extend-ticket-repository'
import { requireAllowedUrl } from './allowed-url'

/** At most a minute: long enough to load the frame, too short to be worth stealing. */
const TICKET_TTL_SECONDS = 60
const hashTicket = secretHash

/** openType-1 pages get a single-use ticket bound to their origin, never the session token. */
export async function extendTicketRoutes(app: FastifyInstance) {
  serveRoute(app, extendTicketRoute, async ({ body, request }) => {
    const origin = requireAllowedUrl(app.config, body.url)
    const ticket = newSecretToken()
    await request.withTenant((tx) =>
      storeExtendTicket(tx, {
        ticketHash: hashTicket(ticket),
        accountId: request.session?.accountId,
        origin,
        ttlSeconds: TICKET_TTL_SECONDS,
      }),
    )
    const url = new URL(body.url, origin)
    url.searchParams.set('ticket', ticket)
    const isRelative = body.url.startsWith('/')
    return {
      url: isRelative ? `${url.pathname}${url.search}${url.hash}` : url.toString(),
      expiresInSeconds: TICKET_TTL_SECONDS,
    }
  })

  serveRoute(app, extendTicketExchangeRoute, async ({ body }) => {
    const holder = await redeemExtendTicket(
      app.store.db,
      hashTicket(body.ticket),
      normaliseOrigin(body.origin),
    )
    if (!holder) throw new AppError('FAILURE', 'ticket.invalid', 401)
    return holder
  })
}
