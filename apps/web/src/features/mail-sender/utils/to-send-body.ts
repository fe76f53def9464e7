import type { MailAttachment, SendMailBody } from '@portal/contract'
import type { UploadFile } from 'antd/es/upload'

/** What the compose form holds. */
export type MailFormValues = {
  to?: string[]
  cc?: string[]
  subject?: string
  bodyHtml?: string
  attachments?: UploadFile<MailAttachment>[]
}

/**
 * The send call's body from the form: addresses trimmed, the uploaded attachments by id, the customer if any.
 * @example toSendBody({ to: [' a@b.com '], subject: 'Hi', bodyHtml: '<p>x</p>' }) // { to: ['a@b.com'], ... }
 */
export const toSendBody = (values: MailFormValues, customerId?: string): SendMailBody => ({
  to: (values.to ?? []).map((address) => address.trim()),
  cc: (values.cc ?? []).map((address) => address.trim()),
  subject: values.subject?.trim() ?? '',
  bodyHtml: values.bodyHtml ?? '',
  attachmentIds: (values.attachments ?? []).flatMap((file) =>
    file.response?.attachmentId ? [file.response.attachmentId] : [],
  ),
  ...(customerId ? { customerId } : {}),
})
