import { createHash } from 'node:crypto'
import type { Database, Queryable } from '../../db/database'

/**
 * Whose failures a login attempt counts toward: the account, whatever alias named it; for an unknown identifier,
 * a hash of it, so unknown accounts meet captchas and locks exactly as known ones do.
 */
export const failureSubject = (accountId: string | undefined, identifier: string): string =>
  accountId
    ? `account:${accountId}`
    : `identifier:${createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex')}`

/**
 * `wasLocked`: the account was locked before this attempt; `lockedUntil`: that lock, or the one this attempt set;
 * `isCaptchaDue`: a captcha was due and not solved, so the attempt was refused without being counted.
 */
export type Attempt = {
  failuresBefore: number
  wasLocked: boolean
  lockedUntil: Date | null
  isCaptchaDue: boolean
}

/**
 * Counts a login attempt before its secret is checked, atomically per account. A locked account's attempts are
 * not counted, and from `captchaAfter` failures on neither is one without a solved captcha: locking someone out
 * costs a solved captcha per try. Success clears the count (`clearFailures`).
 */
export async function beginAttempt(
  db: Database,
  subject: string,
  thresholds: { captchaAfter: number; lockAfter: number; lockMinutes: number },
  isCaptchaSolved: boolean,
): Promise<Attempt> {
  const { rows } = await db.query<{
    failures_before: number
    was_locked: boolean
    locked_until: Date | null
    captcha_due: boolean
  }>('SELECT * FROM auth_begin_login_attempt($1, $2, $3, $4, $5)', [
    subject,
    thresholds.lockAfter,
    thresholds.lockMinutes,
    thresholds.captchaAfter,
    isCaptchaSolved,
  ])
  const row = rows[0]
  return {
    failuresBefore: row?.failures_before ?? 0,
    wasLocked: row?.was_locked ?? false,
    lockedUntil: row?.locked_until ?? null,
    isCaptchaDue: row?.captcha_due ?? false,
  }
}

export const clearFailures = (db: Database, subject: string) =>
  db.query('SELECT auth_clear_login_failures($1)', [subject])

/**
 * An administrator's unlock: clears a subject's failed logins and their lock, in the caller's transaction.
 * @returns what it cleared (no failures and no lock when there were none)
 */
export async function unlockLogin(
  tx: Queryable,
  subject: string,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const { rows } = await tx.query<{ failures: number; locked_until: Date | null }>(
    'SELECT * FROM auth_unlock_login($1)',
    [subject],
  )
  return { failures: rows[0]?.failures ?? 0, lockedUntil: rows[0]?.locked_until ?? null }
}
