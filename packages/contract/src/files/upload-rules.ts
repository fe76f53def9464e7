import type { MessageKey } from '../all-texts'
import { FILE_UPLOAD_MAX_BYTES, WEB_IMAGE_TYPES, type FilePurpose } from './file-routes'

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/

const isWebImage = (contentType: string) => (WEB_IMAGE_TYPES as readonly string[]).includes(contentType)

/**
 * The content type an upload is stored under: the browser's, normalised, or a generic one when it has none.
 * @example uploadContentType(' Image/PNG ') // 'image/png'; uploadContentType('') // 'application/octet-stream'
 */
export const uploadContentType = (declared: string): string =>
  declared.trim().toLowerCase() || 'application/octet-stream'

/**
 * Why an upload is refused, or null: too large, a malformed content type, or a banner that is not an image. The
 * browser asks before it sends a byte, and the server again on what arrives.
 * @example uploadProblem('banner', 'text/html', 10) // 'file.typeNotAllowed'
 */
export function uploadProblem(purpose: FilePurpose, contentType: string, size: number): MessageKey | null {
  if (size > FILE_UPLOAD_MAX_BYTES) return 'file.tooLarge'
  if (!CONTENT_TYPE.test(contentType)) return 'file.typeNotAllowed'
  if (purpose === 'banner' && !isWebImage(contentType)) return 'file.typeNotAllowed'
  return null
}

/**
 * Why an image for rich text (an article's picture) is refused, or null: the purpose's own rules, and it must be an
 * image every browser shows.
 * @example imageUploadProblem('knowledge', 'application/pdf', 10) // 'file.typeNotAllowed'
 */
export const imageUploadProblem = (
  purpose: FilePurpose,
  contentType: string,
  size: number,
): MessageKey | null =>
  uploadProblem(purpose, contentType, size) ?? (isWebImage(contentType) ? null : 'file.typeNotAllowed')
