import {
  checkPictureCaptcha,
  checkRegisterCode,
  checkRegisterMobile,
  type Locale,
  type MessageKey,
} from '@portal/contract'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { SmsPort } from '../../plugins/app/sms/sms-port'
import { checkCaptcha } from '../auth/captcha-service'
import { checkSmsCode, issueSmsCode } from '../sms-codes/sms-code-service'
import { issueSignupToken } from './signup-token-repository'

const failWith = (problem: MessageKey | null) => {
  if (problem) throw new AppError('FAILURE', problem)
}

/** Register step 1, "get code": the mobile rule, the picture captcha, then a code by SMS. */
export async function sendRegisterCode(
  deps: { db: Database; sms: SmsPort },
  request: { mobile: string; captcha: string; captchaToken: string; ip: string; locale: Locale },
): Promise<string> {
  failWith(checkRegisterMobile(request.mobile) ?? checkPictureCaptcha(request.captcha))
  if (!(await checkCaptcha(deps.db, 'register', request.captchaToken, request.captcha))) {
    throw new AppError('FAILURE', 'captcha.wrong')
  }
  return issueSmsCode(deps, {
    purpose: 'register',
    target: request.mobile,
    ip: request.ip,
    locale: request.locale,
  })
}

/**
 * Register step 1, "next": the code proves the phone, and yields the sign-up token that step 2 must present.
 * @returns the sign-up token
 */
export async function verifyRegisterPhone(db: Database, request: { phone: string; code: string }) {
  failWith(checkRegisterMobile(request.phone) ?? checkRegisterCode(request.code))
  if (!(await checkSmsCode(db, { purpose: 'register', target: request.phone, code: request.code }))) {
    throw new AppError('FAILURE', 'smsCode.wrong')
  }
  return issueSignupToken(db, request.phone)
}
