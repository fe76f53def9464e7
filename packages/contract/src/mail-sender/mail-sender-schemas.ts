import { z } from 'zod'
import {
  MAIL_ATTACHMENTS_MAX,
  MAIL_BODY_MAX_LENGTH,
  MAIL_FAILURE_REASONS,
  MAIL_FILE_NAME_MAX_LENGTH,
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX_LENGTH,
  checkMailAddresses,
  isMailBodyEmpty,
} from './mail-sender-rules'

const addressListSchema = (isRequired: boolean) =>
  z
    .array(z.string().trim().max(254))
    .max(MAIL_RECIPIENTS_MAX, 'mailSender.tooManyRecipients')
    .superRefine((addresses, ctx) => {
      const problem = checkMailAddresses(addresses, isRequired)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

/** One e-mail to send: recipients, copies, subject, the HTML body, uploaded attachments, the customer it concerns. */
export const sendMailBodySchema = z
  .object({
    to: addressListSchema(true),
    cc: addressListSchema(false).default([]),
    subject: z
      .string()
      .trim()
      .min(1, 'mailSender.subjectRequired')
      .max(MAIL_SUBJECT_MAX_LENGTH, 'mailSender.subjectTooLong'),
    bodyHtml: z
      .string()
      .max(MAIL_BODY_MAX_LENGTH, 'mailSender.bodyTooLong')
      .refine((html) => !isMailBodyEmpty(html), 'mailSender.bodyRequired'),
    attachmentIds: z.array(z.uuid()).max(MAIL_ATTACHMENTS_MAX, 'mailSender.tooManyAttachments').default([]),
    customerId: z.uuid().optional(),
  })
  .refine((mail) => mail.to.length + mail.cc.length <= MAIL_RECIPIENTS_MAX, 'mailSender.tooManyRecipients')
export type SendMailBody = z.input<typeof sendMailBodySchema>

export const mailAttachmentSchema = z.object({
  attachmentId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
})
export type MailAttachment = z.infer<typeof mailAttachmentSchema>

export const MAIL_STATUSES = ['sending', 'sent', 'failed'] as const

/** One e-mail the agent sent, as the sent list shows it. */
export const sentMailSchema = z.object({
  id: z.uuid(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  failureReason: z.enum(MAIL_FAILURE_REASONS).nullable(),
  customerId: z.uuid().nullable(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
})
export type SentMail = z.infer<typeof sentMailSchema>

/** One e-mail with its body (HTML as written: the page sanitises it before showing it) and attachments. */
export const sentMailDetailSchema = sentMailSchema.extend({
  bodyHtml: z.string(),
  attachments: z.array(mailAttachmentSchema),
})
export type SentMailDetail = z.infer<typeof sentMailDetailSchema>

/** An attachment upload: the file as base64 in JSON, at most MAIL_ATTACHMENT_MAX_BYTES. */
export const uploadMailAttachmentBodySchema = z.object({
  fileName: z.string().trim().min(1).max(MAIL_FILE_NAME_MAX_LENGTH),
  contentType: z.string().max(200),
  dataBase64: z.base64(),
})
