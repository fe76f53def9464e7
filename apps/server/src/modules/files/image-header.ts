import { imageSize } from 'image-size'
import { IMAGE_MAX_DIMENSION, isImageWithinDimensions, type MessageKey } from '@portal/contract'
import { AppError } from '../../lib/app-error'

/** The image types an upload may declare, as image-size names what it finds in the header. */
const HEADER_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

/** Whether a content type is one whose header the upload checks (every raster type the portal takes). */
export const isCheckedImageType = (contentType: string): boolean => Object.hasOwn(HEADER_TYPES, contentType)

/**
 * The width and height an image's header declares, read by image-size without decoding a pixel; null when the
 * bytes are not the image type declared (a file that only claims to be an image) or declare no size.
 * @example readImageHeader('image/png', pngBytes) // { width: 8, height: 8 }
 */
export function readImageHeader(contentType: string, data: Buffer): { width: number; height: number } | null {
  if (!isCheckedImageType(contentType)) return null
  try {
    const { type, width, height } = imageSize(data)
    return type === HEADER_TYPES[contentType] && width > 0 && height > 0 ? { width, height } : null
  } catch {
    return null
  }
}

/**
 * Refuses an uploaded image before anything decodes it: `notImageKey` when its bytes are not the image its type
 * says, `file.imageDimensions` (naming the limit) when its header declares more than IMAGE_MAX_DIMENSION a side.
 * @example assertImageUpload('image/png', data, 'profile.avatarType')
 */
export function assertImageUpload(contentType: string, data: Buffer, notImageKey: MessageKey): void {
  const size = readImageHeader(contentType, data)
  if (!size) throw new AppError('FAILURE', notImageKey, 400)
  if (!isImageWithinDimensions(size))
    throw new AppError('FAILURE', 'file.imageDimensions', 400, {
      params: { max: String(IMAGE_MAX_DIMENSION) },
    })
}
