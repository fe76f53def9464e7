import type { Locale } from './core/locales'
import { coreTexts } from './core/core-texts'
import type { Domain, DomainTexts } from './core/define-domain'
import { DOMAINS } from './domain-list'

type KeyOf<T> = T extends DomainTexts<infer Key> ? Key : never
type DomainTextKeyOf<T> = T extends { texts: DomainTexts<infer Key> } ? Key : never

/**
 * Every text both sides show: the envelope's own and each domain's, among them the §5 validation messages (zh-CN
 * verbatim from the spec). Rules return these keys; each side turns a key into text in the user's language.
 */
export type MessageKey = KeyOf<typeof coreTexts> | DomainTextKeyOf<(typeof DOMAINS)[number]>

const allTexts: readonly DomainTexts[] = [
  coreTexts,
  ...(DOMAINS as readonly Domain[]).flatMap((domain) => domain.texts ?? []),
]

// Whole by construction: defineTexts gives each domain the same keys in every language, and a test checks that
// no key is defined twice, so the merge is every MessageKey once.
const textsIn = (locale: Locale) =>
  Object.assign({}, ...allTexts.map((texts) => texts[locale])) as Record<MessageKey, string>

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': textsIn('zh-CN'),
  'en-US': textsIn('en-US'),
}

/**
 * The text of a message key in a language, with `{{name}}` placeholders filled in.
 * @example translateMessage('en-US', 'login.locked', { until: '10:15' }) // '... try again after 10:15'
 */
export const translateMessage = (
  locale: Locale,
  key: MessageKey,
  params: Record<string, string> = {},
): string =>
  MESSAGES[locale][key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => params[name] ?? placeholder)

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES['zh-CN'], value)
