import type { Locale, LoginPayload } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import {
  acceptWeakPassword,
  recordProtocolAgreement,
  type AccountCredentials,
} from '../accounts/account-repository'
import {
  beginAttempt,
  clearFailures,
  failureSubject,
  type Attempt,
} from '../accounts/login-failure-repository'
import { listAccountTenants, type AccountTenant } from '../tenants/tenant-settings-repository'
import { checkCaptcha } from './captcha-service'
import { findSecondFactorStep } from './second-factor-step'
import { readLoginClaim, type LoginClaim } from './login-claim'
import { lockedError, strictestThresholds, type Thresholds } from './login-throttle'
import { isVerifiedPasswordWeak } from '../accounts/verified-password-weakness'
import type { SealDeps } from './sealed-value'
import type { SessionStage } from '../sessions/session-repository'

/** A step the login still owes, with the answer that tells the page so. */
export type PendingStep = { stage: Exclude<SessionStage, 'full'>; error: (stepHandle: string) => AppError }

export type LoginDecision = { accountId: string; tenantId: string; pendingStep: PendingStep | null }

/**
 * Decides a login (spec §4): who it is, whether brute-force protection lets it through, whether the secret is
 * right, which tenant, and what step it still owes (protocol, second factor, forced change, weak password).
 */
export async function decideLogin(
  deps: SealDeps,
  payload: LoginPayload,
  locale: Locale,
): Promise<LoginDecision> {
  const claim = await readLoginClaim(deps, payload)
  const tenants = claim.account ? await listAccountTenants(deps.db, claim.account.accountId, locale) : []
  const thresholds = strictestThresholds(tenants)
  const subject = failureSubject(claim.account?.accountId, claim.identifier)

  const attempt = await passBruteForceGuard(deps, subject, thresholds, payload, locale)
  const isRight = await claim.isSecretRight()
  if (!claim.account || !isRight) throw refusal(attempt, thresholds, locale)
  await clearFailures(deps.db, subject)
  if (claim.account.status === 'stopped') throw new AppError('LOGIN_STOP', 'login.stopped', 403)

  const tenant = pickTenant(tenants, payload.tenantId)
  // The tenant's switch holds on the server too: a tenant that turned SMS login off cannot be entered by SMS.
  if (payload.loginType === 'phone' && !tenant.isSmsLoginEnabled)
    throw new AppError('FAILURE', 'login.smsDisabled', 403)
  if (tenant.isProtocolRequired && !tenant.hasAgreedProtocol) {
    if (payload.isAgreeProtocol !== 1)
      throw new AppError('FORCED_AGREE_PROTOCOL', 'login.protocolRequired', 200)
    await recordProtocolAgreement(deps.db, tenant.tenantId, claim.account.accountId)
  }
  const pendingStep = await findPendingStep(
    deps,
    claim as LoginClaim & { account: AccountCredentials },
    payload,
    tenant,
  )
  return { accountId: claim.account.accountId, tenantId: tenant.tenantId, pendingStep }
}

/**
 * Counts the attempt first; a locked account is refused before its secret is looked at, and past the captcha
 * threshold a solved captcha is due, without which the attempt is refused and not counted (an outsider cannot
 * lock an account with bare requests). A captcha sent is checked, and used up, whether or not it is due yet.
 */
async function passBruteForceGuard(
  deps: SealDeps,
  subject: string,
  thresholds: Thresholds,
  payload: LoginPayload,
  locale: Locale,
): Promise<Attempt> {
  const hasCaptcha = Boolean(payload.captcha && payload.LOCAL_TOKEN)
  const isSolved = hasCaptcha && (await checkCaptcha(deps.db, 'login', payload.LOCAL_TOKEN, payload.captcha))
  const attempt = await beginAttempt(deps.db, subject, thresholds, isSolved)
  if (attempt.wasLocked && attempt.lockedUntil) throw lockedError(attempt.lockedUntil, thresholds, locale)
  if (attempt.isCaptchaDue) {
    const key = hasCaptcha ? 'captcha.wrong' : 'login.captchaRequired'
    throw new AppError('LOGIN_CAPTCHA', key, 401, { data: { captchaRequired: true } })
  }
  return attempt
}

/** The ordinary message, asking for a captcha or saying the lock from now on. */
function refusal(attempt: Attempt, thresholds: Thresholds, locale: Locale): AppError {
  if (attempt.lockedUntil) return lockedError(attempt.lockedUntil, thresholds, locale)
  if (attempt.failuresBefore + 1 >= thresholds.captchaAfter) {
    return new AppError('LOGIN_LIMIT', 'login.failed', 401, { data: { captchaRequired: true } })
  }
  return new AppError('FAILURE_LOGIN', 'login.failed', 401)
}

function pickTenant(tenants: AccountTenant[], tenantId: string | undefined): AccountTenant {
  if (tenantId) {
    const chosen = tenants.find((tenant) => tenant.tenantId === tenantId)
    if (!chosen) throw new AppError('FAILURE_LOGIN', 'login.failed', 401)
    return chosen
  }
  const [onlyTenant, ...others] = tenants
  if (!onlyTenant) throw new AppError('FAILURE_LOGIN', 'login.failed', 401)
  if (others.length > 0) throw new AppError('FAILURE', 'tenant.required')
  return onlyTenant
}

async function findPendingStep(
  deps: SealDeps,
  claim: LoginClaim & { account: AccountCredentials },
  payload: LoginPayload,
  tenant: AccountTenant,
): Promise<PendingStep | null> {
  const { account, password } = claim
  const demand = await findSecondFactorStep(deps.db, account, tenant, payload.loginType)
  if (demand) {
    const isSms = demand.methods.includes('sms')
    const phone = isSms ? maskPhone(account.phone ?? '') : undefined
    const message = demand.mustEnrol
      ? 'secondFactor.enrolRequired'
      : isSms
        ? 'login.secondAuth'
        : 'login.secondFactor'
    return {
      stage: 'second_factor',
      error: (secondAuthCode) =>
        new AppError('LONGIN_SECOND_AUTH', message, 200, {
          data: { secondAuthCode, phone, ...demand },
        }),
    }
  }
  if (account.mustChangePassword) {
    return {
      stage: 'password_change',
      error: () => new AppError('UPDATE_PASSWORD', 'login.updatePassword', 200),
    }
  }
  if (
    password !== null &&
    !account.hasAcceptedWeakPassword &&
    (await isVerifiedPasswordWeak(account.passwordHash, password, [claim.identifier]))
  ) {
    if (payload.confirmWeakPwd !== 1) {
      return {
        stage: 'password_change',
        error: () => new AppError('CONFIRM_WEAK_PWD', 'login.weakPassword', 200),
      }
    }
    await acceptWeakPassword(deps.db, account.accountId)
  }
  return null
}

/**
 * Keeps the first 3 and the last 4 digits of a phone number (spec §9).
 * @example maskPhone('13800000002') // '138****0002'
 */
export const maskPhone = (phone: string): string =>
  phone.length <= 7 ? phone : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`
