import type { Locale } from './core/locales'
import { coreTexts } from './core/core-texts'
import type { DomainTexts } from './core/define-domain'
import type { DOMAINS } from './domain-list'
import { accountsTexts } from './accounts/accounts-texts'
import { aiTranslateTexts } from './ai-translate/ai-translate-texts'
import { authTexts } from './auth/auth-texts'
import { bannersTexts } from './banners/banners-texts'
import { singleSignOnTexts } from './single-sign-on/single-sign-on-texts'
import { chatRpaTexts } from './chat-rpa/chat-rpa-texts'
import { customersTexts } from './customers/customers-texts'
import { filesTexts } from './files/files-texts'
import { mailSenderTexts } from './mail-sender/mail-sender-texts'
import { menusTexts } from './menus/menus-texts'
import { messagesTexts } from './messages/messages-texts'
import { passwordResetTexts } from './password-reset/password-reset-texts'
import { protocolsTexts } from './protocols/protocols-texts'
import { recordsTexts } from './records/records-texts'
import { registrationTexts } from './registration/registration-texts'
import { sessionsTexts } from './sessions/sessions-texts'
import { smsCodesTexts } from './sms-codes/sms-codes-texts'
import { smsTexts } from './sms/sms-texts'
import { telephonyTexts } from './telephony/telephony-texts'
import { workingDeskTexts } from './working-desk/working-desk-texts'
import { profileTexts } from './profile/profile-texts'
import { referenceDataTexts } from './reference-data/reference-data-texts'
import { staffTexts } from './staff/staff-texts'
import { rolesTexts } from './roles/roles-texts'
import { tenantsTexts } from './tenants/tenants-texts'
import { commandSearchTexts } from './command-search/command-search-texts'

type KeyOf<T> = T extends DomainTexts<infer Key> ? Key : never
type DomainTextKeyOf<T> = T extends { texts: DomainTexts<infer Key> } ? Key : never

/**
 * Every text both sides show: the envelope's own and each domain's, among them the §5 validation messages (zh-CN
 * verbatim from the spec). Rules return these keys; each side turns a key into text in the user's language.
 */
export type MessageKey = KeyOf<typeof coreTexts> | DomainTextKeyOf<(typeof DOMAINS)[number]>

// Each domain's texts from their own file, not through the domain list, so that code showing a text needs no
// domain's routes and schemas (the login page loads only its own); all-texts.test.ts checks that these and the page
// texts (all-messages.ts) are every domain's texts, and a new domain with texts adds its line here or there.
export const FIRST_LOAD_TEXTS: readonly DomainTexts[] = [
  coreTexts,
  authTexts,
  sessionsTexts,
  accountsTexts,
  registrationTexts,
  passwordResetTexts,
  smsCodesTexts,
  smsTexts,
  protocolsTexts,
  menusTexts,
  messagesTexts,
  chatRpaTexts,
  filesTexts,
  bannersTexts,
  recordsTexts,
  customersTexts,
  aiTranslateTexts,
  telephonyTexts,
  workingDeskTexts,
  mailSenderTexts,
  profileTexts,
  referenceDataTexts,
  staffTexts,
  rolesTexts,
  tenantsTexts,
  singleSignOnTexts,
  commandSearchTexts,
]

// Whole by construction: defineTexts gives each domain the same keys in every language, and a test checks that
// no key is defined twice, so the merge is every MessageKey once.
export const textsIn = (locale: Locale, sources: readonly DomainTexts[]) =>
  Object.assign({}, ...sources.map((texts) => texts[locale])) as Record<MessageKey, string>

/**
 * The texts a page may show from the first moment (the login page loads them): every domain's but those whose
 * pages alone show them (`page-texts.ts`), which come with their pages. The web uses this, never all-messages.ts.
 */
export const FIRST_LOAD_MESSAGES: Record<Locale, Record<string, string>> = {
  'zh-CN': textsIn('zh-CN', FIRST_LOAD_TEXTS),
  'en-US': textsIn('en-US', FIRST_LOAD_TEXTS),
}
