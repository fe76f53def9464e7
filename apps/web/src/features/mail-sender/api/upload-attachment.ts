import { uploadContentType, uploadMailAttachmentRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { readFileAsBase64 } from '@/lib/files/read-file-as-base64'

/** Uploads one attachment of the e-mail being written; the send names it by the id that comes back. */
export const uploadAttachment = async (file: File) =>
  callApi(uploadMailAttachmentRoute, {
    body: {
      fileName: file.name,
      contentType: uploadContentType(file.type),
      dataBase64: await readFileAsBase64(file),
    },
  })
