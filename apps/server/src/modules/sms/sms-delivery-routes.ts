import type { FastifyInstance } from 'fastify'
import { smsDeliveryReportRoute, smsDeliveryRoute, type SmsDeliveryState } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import type { SmsReportStatus } from '../../plugins/app/sms/sms-port'

/** Kannel's final %d delivery-report codes, the only ones the portal asks for (the interim 4 and 8 are not). */
const KANNEL_REPORT_STATUS: Record<number, SmsReportStatus> = {
  1: 'delivered',
  2: 'undelivered',
  16: 'undelivered',
}

const PENDING = new Set(['queued', 'sending'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A queued SMS's delivery, followed by the page that asked for a code, and the gateway's delivery reports. */
export async function smsDeliveryRoutes(app: FastifyInstance) {
  serveRoute(
    app,
    smsDeliveryRoute,
    async ({ query }) => {
      const status = UUID.test(query.ticket) ? await app.sms.status(query.ticket) : null
      // An unknown ticket (a request that sent nothing) reads as sent, like most real ones: it tells no account.
      const state: SmsDeliveryState =
        status === 'failed' ? 'failed' : status && PENDING.has(status) ? 'pending' : 'sent'
      return { state }
    },
    { perIpPerMinute: 120 },
  )

  // The token covers the message but not the status Kannel fills in: a message takes one final report, and any
  // other (a captured address replayed with another status, an interim code) is refused and changes nothing.
  serveRoute(app, smsDeliveryReportRoute, async ({ query }) => {
    if (!app.sms.verifyReport(query.id, query.token)) throw new AppError('FAILURE', 'request.invalid', 403)
    const status = KANNEL_REPORT_STATUS[query.status]
    const moved = status ? await app.sms.recordReport(query.id, status) : undefined
    if (moved === undefined) throw new AppError('FAILURE', 'request.invalid', 409)
    return null
  })
}
