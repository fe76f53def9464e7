import { downloadAllFilesRoute, type Locale } from '@portal/contract'
import { buildApiUrl } from '@/lib/api/api-url'

/**
 * The URL of every attachment of a message as one zip named after the message (one attachment's URL is
 * lib/file-download-url).
 * @example allAttachmentsUrl('b1', '通知', 'zh-CN')
 * // '/file/api/v1/file/batch/download?businessId=b1&fileType=1&downLoadFileName=%E9%80%9A%E7%9F%A5&locale=zh-CN'
 */
export const allAttachmentsUrl = (businessId: string, fileName: string, locale: Locale): string =>
  buildApiUrl(
    downloadAllFilesRoute.path,
    undefined,
    { businessId, fileType: '1', downLoadFileName: fileName },
    locale,
  )
