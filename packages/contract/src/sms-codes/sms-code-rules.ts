import type { MessageKey } from '../all-texts'

export const SMS_CODE_LENGTH = 6
export const SMS_RESEND_COUNTDOWN_S = 60

const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`)

/**
 * The §5 SMS code rule: required, exactly 6 digits.
 * @example checkSmsCode('12345') // 'smsCode.format'
 */
export const checkSmsCode = (value: string | undefined): MessageKey | null => {
  if (!value) return 'smsCode.required'
  return SMS_CODE_PATTERN.test(value) ? null : 'smsCode.format'
}
