import { defineDomain } from '../core/define-domain'
import {
  downloadMailAttachmentRoute,
  listSentMailRoute,
  sendMailRoute,
  sentMailDetailRoute,
  uploadMailAttachmentRoute,
} from './mail-sender-routes'
import { mailSenderTexts } from './mail-sender-texts'

export * from './mail-sender-routes'
export * from './mail-sender-rules'
export * from './mail-sender-schemas'

/** The agent's e-mail sender (tools menu, code email.single): attachments, send, the sent list. */
export const mailSenderDomain = defineDomain({
  name: 'mail-sender',
  routes: {
    uploadMailAttachmentRoute,
    sendMailRoute,
    listSentMailRoute,
    sentMailDetailRoute,
    downloadMailAttachmentRoute,
  },
  texts: mailSenderTexts,
})
