import {
  DEFAULT_MOBILE_PATTERN,
  GLOBAL_PHONE_PATTERN,
  checkAccount,
  checkLoginPhone,
  checkSmsCode as checkSmsCodeFormat,
  type LoginPayload,
} from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { checkSmsCode } from '../sms-codes/sms-code-service'
import {
  findAccountByPhone,
  findAccountCredentials,
  type AccountCredentials,
} from '../accounts/account-repository'
import { verifyPassword } from '../accounts/password-hashing'
import { openSealedValue, type SealDeps } from './sealed-value'

/** Who a login says it is, and a check of its secret (a password, or a login SMS code). */
export type LoginClaim = {
  identifier: string
  account: AccountCredentials | null
  /** The password, for the weak-password check; null in phone mode. */
  password: string | null
  isSecretRight: () => Promise<boolean>
}

/** The phone pattern for a calling code: mainland China's by default, 4–16 digits for other countries. */
export const phonePatternFor = (countryCode: string | undefined): RegExp =>
  !countryCode || countryCode === '86' ? DEFAULT_MOBILE_PATTERN : GLOBAL_PHONE_PATTERN

/** Reads the claim of an account-mode or phone-mode login, refusing malformed input with the §5 message. */
export async function readLoginClaim(deps: SealDeps, payload: LoginPayload): Promise<LoginClaim> {
  if (payload.loginType === 'phone') {
    const phone = payload.phone ?? ''
    const problem =
      checkLoginPhone(phone, phonePatternFor(payload.countryCode)) ?? checkSmsCodeFormat(payload.smsCode)
    if (problem) throw new AppError('FAILURE', problem)
    const account = await findAccountByPhone(deps.db, phone)
    return {
      identifier: phone,
      account,
      password: null,
      isSecretRight: () => checkSmsCode(deps.db, { purpose: 'login', target: phone, code: payload.smsCode }),
    }
  }
  const accountProblem = checkAccount(payload.account)
  if (accountProblem) throw new AppError('FAILURE', accountProblem)
  if (!payload.password) throw new AppError('FAILURE', 'password.required')
  const identifier = payload.account ?? ''
  const password = await openSealedValue(deps, payload.password)
  const account = await findAccountCredentials(deps.db, identifier)
  return {
    identifier,
    account,
    password,
    isSecretRight: async () =>
      (await verifyPassword(account?.passwordHash, password ?? '')) && password !== null,
  }
}
