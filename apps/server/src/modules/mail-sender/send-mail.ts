import type { FastifyRequest } from 'fastify'
import {
  checkMailAttachments,
  isMailBodyEmpty,
  sentMailSchema,
  type SentMail,
  type sendMailBodySchema,
} from '@portal/contract'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { checkSendLimits, sendLimitError } from '../tenants/send-limits'
import { MailDeliveryError, type MailPort } from '../../plugins/app/mail/mail-port'
import { toMailText, toSafeMailHtml } from './mail-html'
import {
  finishSentMail,
  findSentMail,
  insertSentMail,
  isCustomerVisible,
  lockUnsentAttachments,
} from './mail-sender-repository'

type SendMailBody = z.output<typeof sendMailBodySchema>

/**
 * Sends one e-mail for the caller: checks the customer, the attachments and the tenant's sending limits (counted in
 * recipients; a refusal records and sends nothing), records the e-mail as being sent and
 * commits, hands it to the e-mail port outside any transaction (a slow mail server holds no lock), then records
 * the result. A failure answers with the port's reason in the caller's language; the record says failed.
 */
export async function sendMail(
  request: FastifyRequest,
  mail: MailPort,
  body: SendMailBody,
): Promise<SentMail> {
  const accountId = request.session?.accountId ?? ''
  const bodyHtml = toSafeMailHtml(body.bodyHtml)
  // A body of nothing but scripts or styles is empty once they are gone.
  if (isMailBodyEmpty(bodyHtml)) throw new AppError('FAILURE', 'mailSender.bodyRequired', 400)
  const ids = [...new Set(body.attachmentIds)]
  const recorded = await request.withTenant(async (tx) => {
    if (body.customerId && !(await isCustomerVisible(tx, body.customerId)))
      throw new AppError('FAILURE', 'mailSender.customerNotFound', 404)
    const files = await lockUnsentAttachments(tx, accountId, ids)
    if (files.length !== ids.length) throw new AppError('FAILURE', 'mailSender.attachmentMissing', 400)
    const problem = checkMailAttachments(files.map((file) => file.size))
    if (problem) throw new AppError('FAILURE', problem, 400)
    const refusal = await checkSendLimits(tx, request, 'mail', body.to.length + body.cc.length)
    if (refusal) return { refusal }
    const record = { accountId, customerId: body.customerId ?? null, to: body.to, cc: body.cc }
    const newId = await insertSentMail(tx, { ...record, subject: body.subject, bodyHtml }, ids)
    return { id: newId, attachments: files }
  })
  if (recorded.refusal) throw sendLimitError(recorded.refusal)
  const { id, attachments } = recorded

  const failure = await mail
    .send({
      to: body.to,
      cc: body.cc,
      subject: body.subject,
      body: toMailText(bodyHtml),
      html: bodyHtml,
      attachments: attachments.map((file) => ({ ...file, content: file.data })),
    })
    .then(
      () => null,
      (error: unknown) => {
        request.log.warn({ err: error, sentMailId: id }, 'e-mail send failed')
        return error instanceof MailDeliveryError ? error.reason : 'unknown'
      },
    )
  const sent = await request.withTenant(async (tx) => {
    await finishSentMail(tx, id, failure)
    return findSentMail(tx, accountId, id)
  })
  if (failure) throw new AppError('FAILURE', `mailSender.failure.${failure}`, 502, { data: { id } })
  if (!sent) throw new AppError('FAILURE', 'request.notFound', 404)
  return sentMailSchema.parse(sent)
}
