import { checkPassword } from '@portal/contract'
import type { Database } from '../../db/database'
import type { StaleNotices } from '../../db/stale/stale-notices'
import { AppError } from '../../lib/app-error'
import type { PushBus } from '../../plugins/app/push/push-bus'
import { setAccountPassword } from '../accounts/account-password'
import type { LoginKey } from '../auth/login-key'
import { isWeakPassword } from '../accounts/password-policy'
import { openSealedValue } from '../auth/sealed-value'
import { checkSmsCode } from '../sms-codes/sms-code-service'
import { clearLoginFailures, findResetAccount } from './reset-account-repository'
import { dropResetGrants, grantWeakPasswordConfirmation, useResetGrant } from './reset-grant-repository'
import { assertResetTarget } from './reset-target'

export type ResetDeps = {
  db: Database
  staleNotices: StaleNotices
  loginKey: LoginKey
  pushBus: PushBus
}
export type ResetRequest = {
  email: string
  phone: string
  code: string
  /** The new password, sealed like the login password. */
  sealedPassword: string
  isWeakConfirmed: boolean
  isLanguageSwitchOn: boolean
}

/** A wrong code and a code that proves another account look the same. */
const wrongCode = () => new AppError('FAILURE', 'smsCode.wrong')

/**
 * Reset step 2. The password is opened and checked before the code, so that a rule failure does not use the code
 * up. A weak password is refused with CONFIRM_WEAK_PWD and a grant, which the resubmit with the same code uses in
 * place of the spent code, whether it confirms the weak password or brings another one (the page's "refill").
 * Success ends every session of the account, clears its failed logins and drops its grants, all in one commit.
 */
export async function resetPassword(deps: ResetDeps, request: ResetRequest): Promise<void> {
  assertResetTarget(request.email, request.phone, request.isLanguageSwitchOn)
  const password = await openSealedValue(deps, request.sealedPassword)
  if (password === null) throw new AppError('FAILURE', 'request.invalid')
  const passwordProblem = checkPassword(password)
  if (passwordProblem) throw new AppError('FAILURE', passwordProblem)

  const accountId = await proveReset(deps.db, request)
  if (!accountId) throw wrongCode()
  const isWeak = await isWeakPassword(password, [request.email])
  if (isWeak && !request.isWeakConfirmed) {
    await grantWeakPasswordConfirmation(deps.db, { ...request, accountId })
    throw new AppError('CONFIRM_WEAK_PWD', 'login.weakPassword', 200)
  }
  await setAccountPassword(deps, { accountId, password, isWeakAccepted: isWeak }, async (tx) => {
    await clearLoginFailures(tx, accountId)
    await dropResetGrants(tx, accountId)
  })
}

/** The account this request may reset: by a grant (after a weak-password answer), else by a live SMS code. */
async function proveReset(db: Database, request: ResetRequest): Promise<string | null> {
  const target = { email: request.email, phone: request.phone, code: request.code }
  const granted = await useResetGrant(db, target)
  if (granted) return (await findResetAccount(db, request.email, request.phone)) === granted ? granted : null
  const isCodeRight = await checkSmsCode(db, { purpose: 'reset', target: request.phone, code: request.code })
  return isCodeRight ? findResetAccount(db, request.email, request.phone) : null
}
