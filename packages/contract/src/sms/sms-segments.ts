/** The longest SMS content an agent may send (spec §9). */
export const SMS_CONTENT_MAX = 1000

/**
 * Characters per message (spec §9): one message holds `single`; a longer text is split into parts of `part`
 * (the rest is the concatenation header). Mainland Chinese 70/67, multi-language 140/132, pure English 160/153,
 * anything else 70/67.
 */
export const SMS_SEGMENT_LENGTHS = {
  mainland: { single: 70, part: 67 },
  multiLanguage: { single: 140, part: 132 },
  english: { single: 160, part: 153 },
  other: { single: 70, part: 67 },
} as const
export type SmsTextKind = keyof typeof SMS_SEGMENT_LENGTHS

const PURE_ENGLISH = /^[\x20-\x7e\r\n]*$/
const LATIN = /^[\x20-\x7e\r\n\u00a0-\u024f]*$/
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/

/**
 * Which segment lengths a text is counted by: pure English (ASCII) always 160/153; with the tenant's
 * multi-language switch on, other Latin-script text 140/132; Chinese on a mainland tenant (switch off) 70/67;
 * anything else 70/67.
 * @example smsTextKind('Hello', false) // 'english'; smsTextKind('您好', false) // 'mainland'
 */
export function smsTextKind(text: string, isMultiLanguage: boolean): SmsTextKind {
  if (PURE_ENGLISH.test(text)) return 'english'
  if (isMultiLanguage && LATIN.test(text)) return 'multiLanguage'
  if (!isMultiLanguage && CHINESE.test(text)) return 'mainland'
  return 'other'
}

/**
 * How many messages a text is sent as (0 for an empty text), counted in characters as the agent sees them.
 * @example countSmsSegments('您'.repeat(71), false) // 2 (67 per part)
 */
export function countSmsSegments(text: string, isMultiLanguage: boolean): number {
  const length = [...text].length
  if (length === 0) return 0
  const { single, part } = SMS_SEGMENT_LENGTHS[smsTextKind(text, isMultiLanguage)]
  return length <= single ? 1 : Math.ceil(length / part)
}
