import { auditTexts } from './audit/audit-texts'
import { callCentreTexts } from './call-centre/call-centre-texts'
import { healthTexts } from './health/health-texts'
import { knowledgeTexts } from './knowledge/knowledge-texts'
import { workOrdersTexts } from './work-orders/work-orders-texts'
import { FIRST_LOAD_TEXTS, textsIn, type MessageKey } from './all-texts'
import type { DomainTexts } from './core/define-domain'
import type { Locale } from './core/locales'

// The texts of areas whose pages alone show them: the web loads them with those pages, not with the login page,
// which carries the first load's. The call centre's administration and the work orders register their texts (their
// forms' rules) with `registerContractTexts`; the audit trail's labels are read by the audit page through
// `auditActionLabel`. The health checks' answer is read by load balancers, never by a page.
export const PAGE_TEXTS: readonly DomainTexts[] = [
  callCentreTexts,
  auditTexts,
  workOrdersTexts,
  knowledgeTexts,
  healthTexts,
]

/** Every text, as the server says them (the web's first load never imports this module). */
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': textsIn('zh-CN', [...FIRST_LOAD_TEXTS, ...PAGE_TEXTS]),
  'en-US': textsIn('en-US', [...FIRST_LOAD_TEXTS, ...PAGE_TEXTS]),
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
