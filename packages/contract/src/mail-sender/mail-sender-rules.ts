import { z } from 'zod'
import type { MessageKey } from '../all-texts'

/** Limits of one e-mail (beyond the spec, which names the sender but not its limits); both sides check them. */
export const MAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const MAIL_ATTACHMENTS_TOTAL_MAX_BYTES = 25 * 1024 * 1024
export const MAIL_ATTACHMENTS_MAX = 10
export const MAIL_RECIPIENTS_MAX = 50
export const MAIL_SUBJECT_MAX_LENGTH = 200
export const MAIL_BODY_MAX_LENGTH = 200_000
export const MAIL_FILE_NAME_MAX_LENGTH = 200

/** The attachment types an agent may send, each with the file name endings it may have. */
export const MAIL_ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
}

/**
 * Why the agent's attempt to send ended in failure, as the e-mail port reports it (never the server's words);
 * `interrupted`: the server stopped while sending it, so no one knows whether it went out.
 */
export const MAIL_FAILURE_REASONS = [
  'connection',
  'authentication',
  'recipientRejected',
  'messageRejected',
  'unknown',
  'interrupted',
] as const
export type MailFailureReason = (typeof MAIL_FAILURE_REASONS)[number]

/**
 * Why one attachment is refused, or null: its type is not on the list, its name does not end as its type does,
 * or it is too large. The browser asks before it uploads a byte, the server again on what arrived.
 * @example checkMailAttachment('report.pdf', 'application/pdf', 1024) // null
 */
export function checkMailAttachment(fileName: string, contentType: string, size: number): MessageKey | null {
  const type = contentType.trim().toLowerCase()
  // Own keys only: a type named like '__proto__' must not read the object's prototype.
  const endings = Object.hasOwn(MAIL_ATTACHMENT_TYPES, type) ? MAIL_ATTACHMENT_TYPES[type] : undefined
  const ending = fileName.toLowerCase().split('.').at(-1) ?? ''
  if (!endings || !fileName.includes('.') || !endings.includes(ending)) return 'mailSender.attachmentType'
  if (size > MAIL_ATTACHMENT_MAX_BYTES) return 'mailSender.attachmentTooLarge'
  return null
}

/**
 * Why a set of attachments is refused as a whole, or null: too many or too large together.
 * @example checkMailAttachments([1024, 2048]) // null
 */
export function checkMailAttachments(sizes: readonly number[]): MessageKey | null {
  if (sizes.length > MAIL_ATTACHMENTS_MAX) return 'mailSender.tooManyAttachments'
  const total = sizes.reduce((sum, size) => sum + size, 0)
  return total > MAIL_ATTACHMENTS_TOTAL_MAX_BYTES ? 'mailSender.attachmentsTooLarge' : null
}

const addressSchema = z.email()

/**
 * The recipients rule: each address valid, at least one when required, at most MAIL_RECIPIENTS_MAX.
 * @example checkMailAddresses(['a@b.com', 'x'], true) // 'mailSender.addressInvalid'
 */
export function checkMailAddresses(addresses: readonly string[], isRequired: boolean): MessageKey | null {
  if (isRequired && addresses.length === 0) return 'mailSender.toRequired'
  if (addresses.some((address) => !addressSchema.safeParse(address).success))
    return 'mailSender.addressInvalid'
  return addresses.length > MAIL_RECIPIENTS_MAX ? 'mailSender.tooManyRecipients' : null
}

/**
 * Whether an HTML body has something to read: text, or at least an image. The editor's empty paragraph has not.
 * @example isMailBodyEmpty('<p></p>') // true
 */
export const isMailBodyEmpty = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() === ''
