import type { Locale } from '@portal/contract'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { SmsPort } from '../../plugins/app/sms/sms-port'
import { checkCaptcha } from '../auth/captcha-service'
import { issueSmsCode, recordUnsentCode } from '../sms-codes/sms-code-service'
import { findResetAccount } from './reset-account-repository'
import { assertResetTarget } from './reset-target'

export type ResetCodeRequest = {
  email: string
  phone: string
  captcha: string
  captchaToken: string
  ip: string
  locale: Locale
  isLanguageSwitchOn: boolean
}

/**
 * Reset step 1: after the rules and the picture captcha, a code to the phone when e-mail and phone name one
 * active account. Otherwise the request is counted exactly as a sent one, so neither the answer nor a later
 * "too frequent" tells whether the account exists.
 */
export async function sendResetCode(deps: { db: Database; sms: SmsPort }, request: ResetCodeRequest) {
  assertResetTarget(request.email, request.phone, request.isLanguageSwitchOn)
  if (!request.captcha.trim()) throw new AppError('FAILURE', 'captcha.required')
  if (!(await checkCaptcha(deps.db, 'findpwd', request.captchaToken, request.captcha))) {
    throw new AppError('FAILURE', 'captcha.wrong')
  }
  const accountId = await findResetAccount(deps.db, request.email, request.phone)
  const code = { purpose: 'reset', target: request.phone, ip: request.ip, locale: request.locale } as const
  return accountId ? issueSmsCode(deps, code) : recordUnsentCode(deps.db, code)
}
