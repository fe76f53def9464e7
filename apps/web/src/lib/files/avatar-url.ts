import { FILE_DOWNLOAD_PATH, type Locale } from '@portal/contract'
import { buildApiUrl } from '../api/api-url'
import { readCurrentLocale } from '../i18n/current-locale'

/** A user's avatar as the current user and the profile name it: its file and when it last changed. */
export type AvatarRef = { fileId: string; updatedAt: string }

/**
 * The avatar image's address (spec §7: the attachment download with a timestamp, so a new avatar is fetched
 * again rather than taken from the cache); undefined when there is none.
 * @example avatarUrl({ fileId: 'f1', updatedAt: '2026-01-01T00:00:00.000Z' }, 'zh-CN')
 * // '/file/api/v1/file/download/f1?t=1767225600000&locale=zh-CN'
 */
export const avatarUrl = (
  avatar: AvatarRef | null | undefined,
  locale: Locale = readCurrentLocale(),
): string | undefined =>
  avatar
    ? buildApiUrl(FILE_DOWNLOAD_PATH, { id: avatar.fileId }, { t: Date.parse(avatar.updatedAt) }, locale)
    : undefined
