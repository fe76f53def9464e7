import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** signManageId when a template has no signature (spec §3). */
export const NO_SMS_SIGNATURE = -1

/** An SMS template of the tenant (spec §3 Template), with its signature's text ('' when none). */
export const smsTemplateSchema = z.object({
  id: z.number().int(),
  formName: z.string(),
  formContent: z.string(),
  signManageId: z.number().int(),
  signInfo: z.string(),
})
export type SmsTemplate = z.infer<typeof smsTemplateSchema>

/** The tenant's templates to send from, and the phone rule its form follows (the multi-language switch). */
export const smsTemplatesRoute = defineRoute({
  method: 'GET',
  path: '/crm/api/v1/sms/template/send',
  access: 'session',
  permission: 'sms.single',
  response: z.object({ templates: z.array(smsTemplateSchema), isMultiLanguage: z.boolean() }),
})

/** The tenant's SMS signatures (getDRSignature); `provider` names the gateway, one today. */
export const smsSignaturesRoute = defineRoute({
  method: 'GET',
  path: '/medium/getDRSignature',
  access: 'session',
  permission: 'sms.single',
  query: z.object({ provider: z.string().max(64).optional() }),
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
})

/** One filled placeholder of a template. */
export const smsParamSchema = z.object({ name: z.string().max(100), value: z.string().max(1000) })

/**
 * A single SMS (spec §3 SMS form): its fields in the query string and an empty body, as the spec's call has them.
 * `paramDataList` is the JSON of the filled placeholders; `customerId` records whom it was sent to, and with no
 * number typed the SMS goes to that customer's own number.
 */
export const smsSendRoute = defineRoute({
  method: 'POST',
  path: '/crm/api/v1/sms',
  access: 'session',
  permission: 'sms.single',
  query: z.object({
    templateId: z.coerce.number().int(),
    phoneInput: z.string().max(2000),
    phoneFrom: z.literal('SINGLE').default('SINGLE'),
    sendType: z.literal('MANUAL').default('MANUAL'),
    paramDataList: z.string().max(20_000).default('[]'),
    customerId: z.uuid().optional(),
  }),
  response: z.object({ ids: z.array(z.string()), segments: z.number().int() }),
})

/** Where a single SMS stands: queued and sending, then what the gateway and its delivery reports said. */
export const smsStatusSchema = z.enum([
  'queued',
  'sending',
  'sent',
  'submitted',
  'buffered',
  'delivered',
  'undelivered',
  'failed',
])
export type SmsStatus = z.infer<typeof smsStatusSchema>

export const sentSmsSchema = z.object({
  id: z.string(),
  to: z.string(),
  content: z.string(),
  segments: z.number().int(),
  status: smsStatusSchema,
  customerId: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
})
export type SentSms = z.infer<typeof sentSmsSchema>

/** The caller's own single SMS, newest first, with each one's delivery status. */
export const sentSmsRoute = defineRoute({
  method: 'GET',
  path: '/crm/api/v1/sms/sent',
  access: 'session',
  permission: 'sms.single',
  response: z.array(sentSmsSchema),
})
