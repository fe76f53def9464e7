import { uploadContentType, uploadFileRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { readFileAsBase64 } from '@/lib/files/read-file-as-base64'

/** Uploads an article's image or attachment (purpose 'knowledge'); the article names it by the id that comes back. */
export const uploadKnowledgeFile = async (file: File) =>
  callApi(uploadFileRoute, {
    body: {
      purpose: 'knowledge',
      fileName: file.name,
      contentType: uploadContentType(file.type),
      dataBase64: await readFileAsBase64(file),
    },
  })
