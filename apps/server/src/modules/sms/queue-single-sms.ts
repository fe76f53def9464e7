import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import type { SessionContext } from '../../lib/request-context'
import { checkSendLimits, sendLimitError } from '../tenants/send-limits'

/** A single SMS ready to go: its text, the numbers it goes to, and whose customer's number is among them. */
export type PreparedSingleSms = {
  content: string
  phones: readonly string[]
  segments: number
  /** The customer's own number, against which the message is recorded only when it goes there. */
  customerPhone: string | null
  customerId: string | null
  templateId?: number
  /** A call's caller, reached by their call (the sender sees the number masked): recorded with the message. */
  caller?: { phone: string; callRecordId: string } | null
}

/**
 * Sends a single SMS, all or nothing: `prepare` checks and composes it in the tenant's transaction, where the
 * sending limits are checked and one message per number recorded; they are sent once it commits. A refusal by the
 * limits records nothing.
 * @example const { ids } = await queueSingleSms(request, (tx) => prepareSingleSms(tx, query))
 */
export async function queueSingleSms(
  request: FastifyRequest,
  prepare: (tx: Queryable) => Promise<PreparedSingleSms>,
): Promise<{ ids: string[]; sms: PreparedSingleSms }> {
  const session = request.session as SessionContext
  const queued = await request.withTenant(async (tx) => {
    const sms = await prepare(tx)
    const refusal = await checkSendLimits(tx, request, 'sms', sms.phones.length)
    if (refusal) return { refusal }
    const messages = sms.phones.map((phone) => ({
      to: phone,
      body: sms.content,
      purpose: 'single' as const,
      tenantId: session.tenantId,
      senderAccountId: session.accountId,
      ...(sms.templateId === undefined ? {} : { templateId: sms.templateId }),
      // Only the message that goes to the customer's number joins their history; only the one to the caller's, the call.
      customerId: phone === sms.customerPhone ? sms.customerId : null,
      callRecordId: phone === sms.caller?.phone ? sms.caller.callRecordId : null,
      segments: sms.segments,
    }))
    return { ids: await request.server.sms.enqueue(tx, messages), sms }
  })
  if (queued.refusal) throw sendLimitError(queued.refusal)
  await request.server.sms.dispatch(queued.ids)
  return { ids: queued.ids, sms: queued.sms }
}
