import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import { beginAttempt, clearFailures, failureSubject } from '../accounts/login-failure-repository'
import { findOwnAccount } from '../accounts/account-repository'
import { endSession } from '../sessions/session-lookup'
import type { SessionContext } from '../sessions/session-repository'
import { listAccountTenants } from '../tenants/tenant-settings-repository'
import { completeLogin, startStepSession } from './login-completion'
import { lockedError, strictestThresholds } from './login-throttle'

/** The step session of the request, checked against the handle the page sent back with its step. */
export function stepSessionOf(request: FastifyRequest, handle: string): SessionContext {
  const session = request.session as SessionContext
  if (session.stepHandle !== handle) throw new AppError('ACCESS_DENY', 'login.stepRequired', 403)
  return session
}

/**
 * Counts a try at the second factor with the login's own brute-force counter (the account's failures, its
 * tenants' strictest lock), before the factor is checked, so parallel guesses cannot pass the lock; a right
 * answer clears the count, a wrong one may lock the account, as a wrong password does.
 * @returns whether `check` accepted the answer
 */
export async function countedFactorTry(
  request: FastifyRequest,
  session: SessionContext,
  check: () => Promise<boolean>,
): Promise<void> {
  const { db } = request.server.store
  const thresholds = strictestThresholds(await listAccountTenants(db, session.accountId, request.locale))
  const subject = failureSubject(session.accountId, '')
  const attempt = await beginAttempt(db, subject, thresholds, true)
  if (attempt.wasLocked && attempt.lockedUntil)
    throw lockedError(attempt.lockedUntil, thresholds, request.locale)
  if (!(await check())) {
    if (attempt.lockedUntil) throw lockedError(attempt.lockedUntil, thresholds, request.locale)
    throw new AppError('FAILURE', 'secondFactor.codeWrong', 400)
  }
  await clearFailures(db, subject)
}

/**
 * The second factor is done: the step session ends, and the login completes with a new token, or moves on to a
 * password change that is still due.
 */
export async function finishSecondFactor(
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionContext,
) {
  const { db } = request.server.store
  await endSession(request.server.store, session, 'step-done')
  const who = { accountId: session.accountId, tenantId: session.tenantId }
  // The second factor does not excuse a password that must be changed: that step comes next, on a new token.
  const account = await db.withTenant(session.tenantId, (tx) => findOwnAccount(tx, session.accountId))
  if (account?.mustChangePassword) {
    await startStepSession(request, reply, who, 'password_change')
    throw new AppError('UPDATE_PASSWORD', 'login.updatePassword', 200)
  }
  await completeLogin(request, reply, who)
  return { tenantId: session.tenantId }
}
