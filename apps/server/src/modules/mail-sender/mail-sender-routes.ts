import type { FastifyInstance } from 'fastify'
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  checkMailAttachment,
  cleanFileName,
  downloadMailAttachmentRoute,
  listSentMailRoute,
  sendMailRoute,
  sentMailDetailRoute,
  uploadContentType,
  uploadMailAttachmentRoute,
} from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { assertImageUpload, isCheckedImageType } from '../files/image-header'
import { reserveTenantStorage } from '../files/tenant-storage'
import { findOwnAttachment, findSentMail, insertMailAttachment, listSentMail } from './mail-sender-repository'
import { sendMail } from './send-mail'

/** The largest attachment as base64, plus room for the other fields. */
const UPLOAD_BODY_LIMIT = Math.ceil(MAIL_ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024
/** Up to 50 addresses, a subject and a body of at most MAIL_BODY_MAX_LENGTH characters of up to 4 bytes. */
const SEND_BODY_LIMIT = 1024 * 1024

/** The agent's e-mail sender: attachments, send, and the agent's own sent list. */
export async function mailSenderRoutes(app: FastifyInstance) {
  serveRoute(
    app,
    uploadMailAttachmentRoute,
    async ({ body, request }) => {
      const data = Buffer.from(body.dataBase64, 'base64')
      const contentType = uploadContentType(body.contentType)
      const fileName = cleanFileName(body.fileName)
      const problem = checkMailAttachment(fileName, contentType, data.length)
      if (problem) throw new AppError('FAILURE', problem, 400)
      // An image goes to the recipients' mail programs, which decode it: its header is held to the same limit.
      if (isCheckedImageType(contentType)) assertImageUpload(contentType, data, 'mailSender.attachmentType')
      const accountId = request.session?.accountId ?? ''
      return request.withTenant(async (tx) => {
        await reserveTenantStorage(tx, data.length)
        return insertMailAttachment(tx, { accountId, fileName, contentType, data })
      })
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  )

  serveRoute(app, sendMailRoute, async ({ body, request }) => sendMail(request, app.mail, body), {
    bodyLimit: SEND_BODY_LIMIT,
  })

  serveRoute(app, listSentMailRoute, async ({ query, request }) =>
    request.withTenant((tx) => listSentMail(tx, request.session?.accountId ?? '', query)),
  )

  serveRoute(app, sentMailDetailRoute, async ({ params, request }) => {
    const mail = await request.withTenant((tx) =>
      findSentMail(tx, request.session?.accountId ?? '', params.id),
    )
    if (!mail) throw notFound()
    return mail
  })

  serveRoute(app, downloadMailAttachmentRoute, async ({ params, request }) => {
    const file = await request.withTenant((tx) =>
      findOwnAttachment(tx, request.session?.accountId ?? '', params.id),
    )
    if (!file) throw notFound()
    return { fileName: file.fileName, contentType: file.contentType, body: file.data }
  })
}
