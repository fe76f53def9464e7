import { z } from 'zod'
import { TOOL_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { fileDownloadSchema } from '../files/file-routes'
import {
  mailAttachmentSchema,
  sendMailBodySchema,
  sentMailDetailSchema,
  sentMailSchema,
  uploadMailAttachmentBodySchema,
} from './mail-sender-schemas'

const permission = TOOL_PERMISSIONS.singleEmail

/** Uploads one attachment for an e-mail the agent is writing; the send names it by its id. */
export const uploadMailAttachmentRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/mail-sender/attachments',
  access: 'session',
  permission,
  body: uploadMailAttachmentBodySchema,
  response: mailAttachmentSchema,
})

/**
 * Sends one e-mail through the e-mail port and records it with its result. A failed send is a FAILURE answer whose
 * message says why in the caller's language; the record stays, marked failed.
 */
export const sendMailRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/mail-sender/send',
  access: 'session',
  permission,
  body: sendMailBodySchema,
  response: sentMailSchema,
})

/** The caller's own e-mails, newest first. */
export const listSentMailRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/mail-sender/sent',
  access: 'session',
  permission,
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ total: z.number().int(), items: z.array(sentMailSchema) }),
})

/** One of the caller's own e-mails; anyone else's is 404. */
export const sentMailDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/mail-sender/sent/:id',
  access: 'session',
  permission,
  params: z.object({ id: z.uuid() }),
  response: sentMailDetailSchema,
})

/** An attachment of one of the caller's own e-mails (or one they are still writing), as a download. */
export const downloadMailAttachmentRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/mail-sender/attachments/:id',
  access: 'session',
  permission,
  download: true,
  params: z.object({ id: z.uuid() }),
  response: fileDownloadSchema,
})
