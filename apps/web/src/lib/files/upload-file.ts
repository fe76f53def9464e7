import { uploadContentType, uploadFileRoute, type FilePurpose } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { readFileAsBase64 } from '@/lib/files/read-file-as-base64'

/** Uploads one file for its purpose (an announcement's, a banner's, an article's); its id is then saved with them. */
export const uploadFile = async (file: File, purpose: FilePurpose, signal?: AbortSignal) =>
  callApi(uploadFileRoute, {
    body: {
      purpose,
      fileName: file.name,
      contentType: uploadContentType(file.type),
      dataBase64: await readFileAsBase64(file),
    },
    signal,
  })
