import type { MessageKey } from '../all-texts'

/**
 * A rule for a field that only has to be filled in.
 * @example const checkCaptcha = requiredRule('captcha.required'); checkCaptcha('') // 'captcha.required'
 */
export const requiredRule =
  (key: MessageKey) =>
  (value: string | undefined | null): MessageKey | null =>
    value && value.trim() ? null : key
