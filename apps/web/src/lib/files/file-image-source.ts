import { FILE_DOWNLOAD_PATH } from '@portal/contract'

/**
 * The address an image inside rich text names its uploaded file by: the download path alone, with neither a
 * record nor a language (the writer's language is not every reader's, and the server keeps a body's image only in
 * this form). The session cookie authorises it like any download.
 * @example fileImageSource('0b6f3f4e-2a1c-4d3b-9e8f-1a2b3c4d5e6f') // '/file/api/v1/file/download/0b6f3f4e-…'
 */
export const fileImageSource = (fileRelationId: string): string =>
  FILE_DOWNLOAD_PATH.replace(':id', encodeURIComponent(fileRelationId))
