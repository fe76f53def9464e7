import type { FastifyInstance } from 'fastify'
import {
  CUSTOMER_PERMISSIONS,
  maskPhone,
  sentSmsRoute,
  smsSendRoute,
  smsSignaturesRoute,
  smsTemplatesRoute,
} from '@portal/contract'
import type { SessionContext } from '../../lib/request-context'
import { serveRoute } from '../../lib/serve-route'
import { checkSendLimits, sendLimitError } from '../tenants/send-limits'
import { prepareSingleSms } from './sms-send-service'
import { isTenantMultiLanguage, listSentSms, listSmsSignatures, listSmsTemplates } from './sms-repository'

/** Single SMS (spec §3, §5, §7): the tenant's templates and signatures, the send, and the sender's sent list. */
export async function smsRoutes(app: FastifyInstance) {
  serveRoute(app, smsTemplatesRoute, async ({ request }) =>
    request.withTenant(async (tx) => ({
      templates: await listSmsTemplates(tx),
      isMultiLanguage: await isTenantMultiLanguage(tx),
    })),
  )

  serveRoute(app, smsSignaturesRoute, async ({ request }) => request.withTenant(listSmsSignatures))

  // All or nothing: the limits are checked and every message recorded in one transaction, sent once it commits.
  serveRoute(app, smsSendRoute, async ({ query, request }) => {
    const session = request.session as SessionContext
    const queued = await request.withTenant(async (tx) => {
      const sms = await prepareSingleSms(tx, query)
      const refusal = await checkSendLimits(tx, request, 'sms', sms.phones.length)
      if (refusal) return { refusal }
      const messages = sms.phones.map((phone) => ({
        to: phone,
        body: sms.content,
        purpose: 'single' as const,
        tenantId: session.tenantId,
        senderAccountId: session.accountId,
        templateId: query.templateId,
        // Only the message that goes to the customer's number joins their history.
        customerId: phone === sms.customerPhone ? (query.customerId ?? null) : null,
        segments: sms.segments,
      }))
      return { ids: await app.sms.enqueue(tx, messages), segments: sms.segments }
    })
    if (queued.refusal) throw sendLimitError(queued.refusal)
    await app.sms.dispatch(queued.ids)
    return { ids: queued.ids, segments: queued.segments }
  })

  serveRoute(app, sentSmsRoute, async ({ request }) => {
    const session = request.session as SessionContext
    const sent = await request.withTenant((tx) => listSentSms(tx, session.accountId))
    // A message sent to a customer by customer went to their own number, which the sender may see only masked.
    const isFullPhone = (await request.access()).permissions.has(CUSTOMER_PERMISSIONS.phoneView)
    return sent.map((row) => (row.customerId && !isFullPhone ? { ...row, to: maskPhone(row.to) } : row))
  })
}
