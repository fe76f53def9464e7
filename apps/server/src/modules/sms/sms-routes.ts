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
import { queueSingleSms } from './queue-single-sms'
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

  serveRoute(app, smsSendRoute, async ({ query, request }) => {
    const { ids, sms } = await queueSingleSms(request, async (tx) => ({
      ...(await prepareSingleSms(tx, query)),
      templateId: query.templateId,
      customerId: query.customerId ?? null,
    }))
    return { ids, segments: sms.segments }
  })

  serveRoute(app, sentSmsRoute, async ({ request }) => {
    const session = request.session as SessionContext
    const sent = await request.withTenant((tx) => listSentSms(tx, session.accountId))
    // A message sent to a customer or a caller by their record went to a number the sender may see only masked.
    const isFullPhone = (await request.access()).permissions.has(CUSTOMER_PERMISSIONS.phoneView)
    return sent.map(({ numberFromRecord, ...row }) =>
      numberFromRecord && !isFullPhone ? { ...row, to: maskPhone(row.to) } : row,
    )
  })
}
