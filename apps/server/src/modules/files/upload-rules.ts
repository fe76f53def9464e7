import {
  BANNER_IMAGE_TYPES,
  FILE_UPLOAD_MAX_BYTES,
  SETTINGS_PERMISSIONS,
  type FilePurpose,
  type MessageKey,
} from '@portal/contract'

/** The code an uploader needs for each purpose. */
export const UPLOAD_PERMISSIONS: Record<FilePurpose, string> = {
  message: SETTINGS_PERMISSIONS.announcements,
  banner: SETTINGS_PERMISSIONS.banners,
}

/** The request body of an upload: the base64 of the largest file, plus room for the other fields. */
export const UPLOAD_BODY_LIMIT = Math.ceil(FILE_UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/

/**
 * Why an upload is refused, or null: too large, a malformed content type, or a banner that is not an image.
 * @example uploadProblem('banner', 'text/html', 10) // 'file.typeNotAllowed'
 */
export function uploadProblem(purpose: FilePurpose, contentType: string, size: number): MessageKey | null {
  if (size > FILE_UPLOAD_MAX_BYTES) return 'file.tooLarge'
  if (!CONTENT_TYPE.test(contentType)) return 'file.typeNotAllowed'
  if (purpose === 'banner' && !(BANNER_IMAGE_TYPES as readonly string[]).includes(contentType))
    return 'file.typeNotAllowed'
  return null
}

/** A file name safe inside a zip and a Content-Disposition header: no path, no control characters. */
export const safeFileName = (fileName: string) =>
  [...fileName]
    .map((char) =>
      char === '/' || char === '\\' || char.charCodeAt(0) < 32 || char === '\u007f' ? '_' : char,
    )
    .join('')
    .replace(/^\.+$/, '_')
