import {
  DEFAULT_MOBILE_LENGTH,
  GLOBAL_PHONE_MAX_DIGITS,
  GLOBAL_PHONE_MIN_DIGITS,
  SMS_CODE_LENGTH,
} from '../constants'
import type { MessageKey } from '../i18n/messages'

/** The default mobile number: 11 digits starting with 1 (spec §5, §9). */
export const DEFAULT_MOBILE_PATTERN = new RegExp(`^1\\d{${DEFAULT_MOBILE_LENGTH - 1}}$`)
/** Any country's number when the language switch is on: 4 to 16 digits. */
export const GLOBAL_PHONE_PATTERN = new RegExp(`^\\d{${GLOBAL_PHONE_MIN_DIGITS},${GLOBAL_PHONE_MAX_DIGITS}}$`)
/** The agent phone pattern when login info gives none: 1[3-9] and 9 more digits. */
export const DEFAULT_AGENT_PHONE_PATTERN = /^1[3-9]\d{9}$/
const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`)

/**
 * The §5 login phone rule: required, and the chosen country's pattern (default: 11 digits starting with 1).
 * @example checkLoginPhone('13800000001') // null; checkLoginPhone('123', /^\d{8}$/) // 'phone.format'
 */
export const checkLoginPhone = (
  value: string | undefined,
  pattern: RegExp = DEFAULT_MOBILE_PATTERN,
): MessageKey | null => {
  if (!value) return 'phone.required'
  return pattern.test(value) ? null : 'phone.format'
}

/**
 * The §5 SMS code rule: required, exactly 6 digits.
 * @example checkSmsCode('12345') // 'smsCode.format'
 */
export const checkSmsCode = (value: string | undefined): MessageKey | null => {
  if (!value) return 'smsCode.required'
  return SMS_CODE_PATTERN.test(value) ? null : 'smsCode.format'
}

/** The phone pattern a country's data gives, as a RegExp anchored at both ends; null when it is unusable. */
export function toPhonePattern(phonePattern: string | undefined | null): RegExp | null {
  if (!phonePattern) return null
  try {
    return new RegExp(`^(?:${phonePattern.replace(/^\^|\$$/g, '')})$`)
  } catch {
    return null
  }
}
