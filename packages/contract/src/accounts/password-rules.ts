import { z } from 'zod'
import type { MessageKey } from '../all-texts'
import { requiredRule } from '../core/required-rule'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 20
/** A password needs at least this many of: upper case, lower case, digit, special character. */
export const PASSWORD_MIN_CHARACTER_KINDS = 3

const characterKinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/]

/** How many of upper case, lower case, digit and special character a password uses. */
export const countCharacterKinds = (password: string): number =>
  characterKinds.filter((kind) => kind.test(password)).length

/**
 * The §5 password rule (login, change, reset, register). Returns a message key, or null when valid.
 * @example checkPassword('Admin@2026') // null; checkPassword('abc def12') // 'password.space'
 */
export const checkPassword = (
  value: string | undefined,
  requiredKey: MessageKey = 'password.required',
): MessageKey | null => {
  if (!value) return requiredKey
  if (/\s/.test(value)) return 'password.space'
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return 'password.length'
  return countCharacterKinds(value) >= PASSWORD_MIN_CHARACTER_KINDS ? null : 'password.kinds'
}

/**
 * The confirm-password rule: required, and equal to the new password.
 * @example checkPasswordConfirmation('A', 'B') // 'password.mismatch'
 */
export const checkPasswordConfirmation = (
  newPassword: string,
  confirmation: string | undefined,
): MessageKey | null => {
  if (!confirmation) return 'password.confirmRequired'
  return confirmation === newPassword ? null : 'password.mismatch'
}

export const checkNewPassword = requiredRule('password.newRequired')

/** The password rule as a zod schema whose issue message is the message key. */
export const passwordSchema = z.string().superRefine((value, ctx) => {
  const problem = checkPassword(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})
