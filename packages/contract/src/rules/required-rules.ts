import type { MessageKey } from '../i18n/messages'

/**
 * A rule for a field that only has to be filled in.
 * @example const checkCaptcha = requiredRule('captcha.required'); checkCaptcha('') // 'captcha.required'
 */
export const requiredRule =
  (key: MessageKey) =>
  (value: string | undefined | null): MessageKey | null =>
    value && value.trim() ? null : key

export const checkCaptcha = requiredRule('captcha.required')
export const checkTenant = requiredRule('tenant.required')
export const checkNewPassword = requiredRule('password.newRequired')
