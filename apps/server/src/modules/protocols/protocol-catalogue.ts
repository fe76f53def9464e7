import type { Locale, ProtocolDocument } from '@portal/contract'

/** The documents a user agrees to; each is one HTML file per channel and language under ./documents. */
export const PROTOCOL_NAMES = ['user-agreement', 'privacy-policy'] as const
export type ProtocolName = (typeof PROTOCOL_NAMES)[number]

export type ProtocolEntry = { name: ProtocolName; locale: Locale; channel: string; title: string }

/** The language shown when a document has no version in the reader's (spec §7: fallback English). */
export const FALLBACK_PROTOCOL_LOCALE: Locale = 'en-US'
export const DEFAULT_PROTOCOL_CHANNEL = 'web'

export const PROTOCOL_CATALOGUE: readonly ProtocolEntry[] = [
  { name: 'user-agreement', locale: 'zh-CN', channel: 'web', title: '用户协议' },
  { name: 'user-agreement', locale: 'en-US', channel: 'web', title: 'User Agreement' },
  { name: 'privacy-policy', locale: 'zh-CN', channel: 'web', title: '隐私政策' },
  { name: 'privacy-policy', locale: 'en-US', channel: 'web', title: 'Privacy Policy' },
]

/** @example protocolFileName({ name: 'user-agreement', locale: 'zh-CN', ... }) // 'user-agreement.zh-CN.html' */
export const protocolFileName = (entry: Pick<ProtocolEntry, 'name' | 'locale'>): string =>
  `${entry.name}.${entry.locale}.html`

/** Where the server serves a document's page. */
export const PROTOCOL_PATH_PREFIX = '/protocols/'

/**
 * One entry per document for a channel, in the reader's language, or in English where the document has no
 * version in that language; a document with neither is left out.
 * @example pickProtocolDocuments(PROTOCOL_CATALOGUE, 'web', 'zh-CN').map((doc) => doc.title) // ['用户协议', '隐私政策']
 */
export function pickProtocolDocuments(
  catalogue: readonly ProtocolEntry[],
  channel: string,
  locale: Locale,
): ProtocolDocument[] {
  return PROTOCOL_NAMES.flatMap((name) => {
    const versions = catalogue.filter((entry) => entry.name === name && entry.channel === channel)
    const entry =
      versions.find((version) => version.locale === locale) ??
      versions.find((version) => version.locale === FALLBACK_PROTOCOL_LOCALE)
    if (!entry) return []
    return [
      {
        name: entry.name,
        title: entry.title,
        i18n: entry.locale,
        channel_type: entry.channel,
        link: `${PROTOCOL_PATH_PREFIX}${protocolFileName(entry)}`,
      },
    ]
  })
}
