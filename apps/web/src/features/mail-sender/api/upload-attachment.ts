import { cleanFileName, uploadContentType, uploadMailAttachmentRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { readFileAsBase64 } from '@/lib/files/read-file-as-base64'

/**
 * Uploads one attachment of the e-mail being written, under the name the file-name rule leaves (the one its type
 * was checked against); the send names it by the id that comes back.
 */
export const uploadAttachment = async (file: File) =>
  callApi(uploadMailAttachmentRoute, {
    body: {
      fileName: cleanFileName(file.name),
      contentType: uploadContentType(file.type),
      dataBase64: await readFileAsBase64(file),
    },
  })
