import { uploadAvatarRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { readFileAsBase64 } from '@/lib/files/read-file-as-base64'
import { useProfileSaved } from './use-profile-saved'

/** Uploads a new avatar image (already checked against the contract's type and size limits). */
export const uploadAvatar = async (file: File) =>
  callApi(uploadAvatarRoute, {
    body: { fileName: file.name, contentType: file.type, dataBase64: await readFileAsBase64(file) },
  })

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar, onSuccess: useProfileSaved() })
