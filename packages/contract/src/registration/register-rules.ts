import type { MessageKey } from '../all-texts'
import { isEmail } from '../accounts/account-rules'
import { DEFAULT_MOBILE_PATTERN } from '../countries/phone-patterns'
import {
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from './registration-constants'

/** Register step 1: mobile required, 11 digits starting with 1 (§5). */
export const checkRegisterMobile = (value: string | undefined): MessageKey | null => {
  if (!value) return 'register.mobileRequired'
  return DEFAULT_MOBILE_PATTERN.test(value) ? null : 'register.mobileFormat'
}

export const checkRegisterCode = (value: string | undefined): MessageKey | null =>
  value ? null : 'register.codeRequired'
export const checkPictureCaptcha = (value: string | undefined): MessageKey | null =>
  value?.trim() ? null : 'register.captchaRequired'

/** Register step 2: the e-mail account. */
export const checkRegisterEmail = (value: string | undefined): MessageKey | null => {
  if (!value?.trim()) return 'register.emailRequired'
  return isEmail(value.trim()) ? null : 'register.emailFormat'
}

/** @example checkPersonName('') // 'register.nameRequired' */
export const checkPersonName = (value: string | undefined): MessageKey | null => {
  if (!value?.trim()) return 'register.nameRequired'
  return value.trim().length <= PERSON_NAME_MAX_LENGTH ? null : 'register.nameLength'
}

/** @example checkCompanyName('A') // 'register.companyLength' */
export const checkCompanyName = (value: string | undefined): MessageKey | null => {
  const name = value?.trim() ?? ''
  if (!name) return 'register.companyRequired'
  return name.length >= COMPANY_NAME_MIN_LENGTH && name.length <= COMPANY_NAME_MAX_LENGTH
    ? null
    : 'register.companyLength'
}

export const checkCompanyTypes = (value: readonly string[] | undefined): MessageKey | null =>
  value && value.length > 0 ? null : 'register.companyTypeRequired'
