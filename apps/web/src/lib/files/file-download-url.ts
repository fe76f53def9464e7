import { downloadFileRoute, type Locale } from '@portal/contract'
import { buildApiUrl } from '../api/api-url'
import { readCurrentLocale } from '../i18n/current-locale'

/**
 * The download address of one uploaded file (spec §7: /file/api/v1/file/download/{id}?businessId=), authorised
 * by the session cookie and checked by the server against the record (`businessId`) it belongs to.
 * @example fileDownloadUrl('f1', 'b1', 'zh-CN') // '/file/api/v1/file/download/f1?businessId=b1&locale=zh-CN'
 */
export const fileDownloadUrl = (
  fileRelationId: string,
  businessId?: string | null,
  locale: Locale = readCurrentLocale(),
): string =>
  buildApiUrl(downloadFileRoute.path, { id: fileRelationId }, { businessId: businessId ?? undefined }, locale)
