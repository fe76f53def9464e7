import { z } from 'zod'
import type { MessageKey } from '../all-texts'

export const EMPLOYEE_NUMBER_MIN_LENGTH = 4
export const EMPLOYEE_NUMBER_MAX_LENGTH = 12

const employeeNumberPattern = new RegExp(
  `^[A-Za-z0-9]{${EMPLOYEE_NUMBER_MIN_LENGTH},${EMPLOYEE_NUMBER_MAX_LENGTH}}$`,
)
const emailSchema = z.email()

export const isEmployeeNumber = (value: string): boolean => employeeNumberPattern.test(value)
export const isEmail = (value: string): boolean => emailSchema.safeParse(value).success

/**
 * The §5 account rule: an email address or 4–12 letters and digits. Returns a message key, or null when valid.
 * @example checkAccount('') // 'account.required'; checkAccount('ab') // 'account.format'
 */
export const checkAccount = (value: string | undefined): MessageKey | null => {
  const account = value?.trim() ?? ''
  if (!account) return 'account.required'
  return isEmail(account) || isEmployeeNumber(account) ? null : 'account.format'
}

/** The same rule as a zod schema whose issue message is the message key. */
export const accountSchema = z.string().superRefine((value, ctx) => {
  const problem = checkAccount(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})
