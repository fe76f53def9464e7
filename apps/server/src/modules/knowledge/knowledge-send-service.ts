import {
  KNOWLEDGE_SMS_TEXT_MAX_LENGTH,
  TOOL_PERMISSIONS,
  checkSmsPhones,
  countSmsSegments,
  isEmail,
  splitSmsPhones,
  type KnowledgeSendChannel,
  type PublishedKnowledgeArticle,
} from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import type { SessionContext } from '../../lib/request-context'
import { sendMail } from '../mail-sender/send-mail'
import { findCustomer } from '../customers/customer-repository'
import { queueSingleSms } from '../sms/queue-single-sms'
import { findCustomerPhone, isTenantMultiLanguage } from '../sms/sms-repository'
import { callBackNumber } from '../telephony/routing/call-list-repository'
import { knowledgeReader } from './knowledge-access'
import { articleText } from './knowledge-html'
import { findPublished } from './knowledge-published-repository'

type SendBody = {
  channel: KnowledgeSendChannel
  to: string
  customerId?: string | undefined
  callRecordId?: string | undefined
}
type SendResult = { channel: KnowledgeSendChannel; smsIds: string[]; mailId: string | null; text: string }

const CHANNEL_PERMISSIONS = { sms: TOOL_PERMISSIONS.singleSms, email: TOOL_PERMISSIONS.singleEmail } as const

/**
 * An article as an SMS: its title and plain text, spaces folded, cut to KNOWLEDGE_SMS_TEXT_MAX_LENGTH with an
 * ellipsis.
 * @example smsTextOf({ title: '宽带报修', bodyHtml: '<p>重启路由器</p>' }) // '【宽带报修】重启路由器'
 */
export function smsTextOf(article: Pick<PublishedKnowledgeArticle, 'title' | 'bodyHtml'>): string {
  const text = `【${article.title}】${articleText(article.bodyHtml)}`.replace(/\s+/g, ' ').trim()
  const characters = [...text]
  if (characters.length <= KNOWLEDGE_SMS_TEXT_MAX_LENGTH) return text
  return `${characters.slice(0, KNOWLEDGE_SMS_TEXT_MAX_LENGTH - 1).join('')}…`
}

/**
 * The caller of a call the member took or was offered, when no customer is named: an unknown caller, reached by
 * their call since the member sees their number masked.
 */
async function callerOf(tx: Queryable, request: FastifyRequest, body: SendBody) {
  if (body.customerId || !body.callRecordId) return null
  const phone = await callBackNumber(tx, body.callRecordId, (request.session as SessionContext).accountId)
  if (phone === undefined) throw new AppError('FAILURE', 'knowledge.callNotFound', 404)
  return { phone, callRecordId: body.callRecordId }
}

/** Queues the article's text as one single SMS per number, within the tenant's sending limits. */
async function sendBySms(request: FastifyRequest, id: string, body: SendBody): Promise<SendResult> {
  const reader = await knowledgeReader(request)
  const { ids, sms } = await queueSingleSms(request, async (tx) => {
    const article = await findPublished(tx, id, reader)
    if (!article) throw notFound()
    const customerPhone = body.customerId ? await findCustomerPhone(tx, body.customerId) : null
    if (body.customerId && customerPhone === null)
      throw new AppError('FAILURE', 'knowledge.customerNotFound', 404)
    const caller = await callerOf(tx, request, body)
    const phoneInput = body.to || customerPhone || caller?.phone || ''
    if (!phoneInput) throw new AppError('FAILURE', 'knowledge.recipientRequired', 400)
    const isMultiLanguage = await isTenantMultiLanguage(tx)
    const problem = checkSmsPhones(phoneInput, isMultiLanguage)
    if (problem) throw new AppError('FAILURE', problem, 400)
    const content = smsTextOf(article)
    return {
      content,
      phones: splitSmsPhones(phoneInput),
      segments: countSmsSegments(content, isMultiLanguage),
      customerPhone,
      customerId: body.customerId ?? null,
      caller,
    }
  })
  return { channel: 'sms', smsIds: ids, mailId: null, text: sms.content }
}

/** Sends the article by the e-mail sender: its title as the subject, its body (images stay in the portal). */
async function sendByEmail(request: FastifyRequest, id: string, body: SendBody): Promise<SendResult> {
  const reader = await knowledgeReader(request)
  const { article, to } = await request.withTenant(async (tx) => {
    const found = await findPublished(tx, id, reader)
    if (!found) throw notFound()
    const customerEmail = body.customerId ? ((await findCustomer(tx, body.customerId))?.email ?? null) : null
    if (body.customerId && customerEmail === null)
      throw new AppError('FAILURE', 'knowledge.customerNotFound', 404)
    return { article: found, to: body.to || customerEmail || '' }
  })
  if (!to) throw new AppError('FAILURE', 'knowledge.recipientRequired', 400)
  if (!isEmail(to)) throw new AppError('FAILURE', 'knowledge.emailInvalid', 400)
  const sent = await sendMail(request, request.server.mail, {
    to: [to],
    cc: [],
    subject: article.title,
    bodyHtml: article.bodyHtml || `<p>${article.title}</p>`,
    attachmentIds: [],
    ...(body.customerId ? { customerId: body.customerId } : {}),
  })
  return { channel: 'email', smsIds: [], mailId: sent.id, text: article.title }
}

/**
 * Sends a published article to a customer by SMS or e-mail, for a caller who also holds that channel's code
 * (sms.single, email.single; 403 otherwise), through the same sending, limits and sent lists as the tools.
 */
export async function sendArticle(request: FastifyRequest, id: string, body: SendBody): Promise<SendResult> {
  const { permissions } = await request.access()
  if (!permissions.has(CHANNEL_PERMISSIONS[body.channel]))
    throw new AppError('ACCESS_DENY', 'request.forbidden', 403)
  return body.channel === 'sms' ? sendBySms(request, id, body) : sendByEmail(request, id, body)
}
