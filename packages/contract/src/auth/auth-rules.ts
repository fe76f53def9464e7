import type { MessageKey } from '../all-texts'
import { requiredRule } from '../core/required-rule'
import { DEFAULT_MOBILE_PATTERN } from '../countries/phone-patterns'

export const checkCaptcha = requiredRule('captcha.required')
export const checkTenant = requiredRule('tenant.required')

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
