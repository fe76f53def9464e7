import { FILE_UPLOAD_MAX_BYTES, type MessageKey } from '@portal/contract'

/**
 * Whether a chosen file may be uploaded, checked before a byte is sent: at most FILE_UPLOAD_MAX_BYTES and, when
 * `types` is given, one of those content types. Returns the contract key of the problem, or null.
 * @example checkUploadFile(bigPdf) // 'file.tooLarge'; checkUploadFile(pdf, BANNER_IMAGE_TYPES) // 'file.typeNotAllowed'
 */
export const checkUploadFile = (
  file: Pick<File, 'size' | 'type'>,
  types?: readonly string[],
): MessageKey | null => {
  if (types && !types.includes(file.type)) return 'file.typeNotAllowed'
  if (file.size > FILE_UPLOAD_MAX_BYTES) return 'file.tooLarge'
  return null
}
