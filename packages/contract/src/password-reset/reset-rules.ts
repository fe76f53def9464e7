import type { MessageKey } from '../all-texts'
import { isEmail } from '../accounts/account-rules'
import { DEFAULT_MOBILE_PATTERN, GLOBAL_PHONE_PATTERN } from '../countries/phone-patterns'

/** Reset password: the e-mail account, required and valid (§5). */
export const checkResetEmail = (value: string | undefined): MessageKey | null => {
  if (!value?.trim()) return 'reset.emailRequired'
  return isEmail(value.trim()) ? null : 'reset.emailFormat'
}

/**
 * Reset password: the phone, 4–16 digits when the tenant's language switch is on, else 1 and 10 more digits.
 * @example checkResetPhone('12345', true) // null; checkResetPhone('12345', false) // 'reset.phoneFormat'
 */
export const checkResetPhone = (
  value: string | undefined,
  isLanguageSwitchOn: boolean,
): MessageKey | null => {
  if (!value) return 'reset.phoneRequired'
  const pattern = isLanguageSwitchOn ? GLOBAL_PHONE_PATTERN : DEFAULT_MOBILE_PATTERN
  return pattern.test(value) ? null : 'reset.phoneFormat'
}
