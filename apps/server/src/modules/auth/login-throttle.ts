import { createHash } from 'node:crypto'
import { DEFAULT_TIME_ZONE, type Locale } from '@portal/contract'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AccountTenant } from '../accounts/account-repository'

/** After Keycloak's brute-force detection: a captcha from the 3rd failure, a 15-minute lock at the 10th. */
export type Thresholds = { captchaAfter: number; lockAfter: number; lockMinutes: number; timeZone: string }
export const DEFAULT_THRESHOLDS: Thresholds = {
  captchaAfter: 3,
  lockAfter: 10,
  lockMinutes: 15,
  timeZone: DEFAULT_TIME_ZONE,
}

/**
 * Whose failures a login attempt counts toward: the account, whatever alias named it; for an unknown identifier,
 * a hash of it, so unknown accounts meet captchas and locks exactly as known ones do.
 */
export const failureSubject = (accountId: string | undefined, identifier: string): string =>
  accountId
    ? `account:${accountId}`
    : `identifier:${createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex')}`

/** The strictest settings among the account's tenants (each tenant may set its own numbers). */
export const strictestThresholds = (tenants: AccountTenant[]): Thresholds =>
  tenants.length === 0
    ? DEFAULT_THRESHOLDS
    : {
        captchaAfter: Math.min(...tenants.map((tenant) => tenant.captchaAfterFailures)),
        lockAfter: Math.min(...tenants.map((tenant) => tenant.lockAfterFailures)),
        lockMinutes: Math.max(...tenants.map((tenant) => tenant.lockMinutes)),
        timeZone: tenants[0]?.timeZone ?? DEFAULT_TIME_ZONE,
      }

/** `wasLocked`: the account was locked before this attempt; `lockedUntil`: that lock, or the one this attempt set. */
export type Attempt = { failuresBefore: number; wasLocked: boolean; lockedUntil: Date | null }

/**
 * Counts a login attempt before its secret is checked, atomically per account; a locked account's attempts are
 * not counted. Success clears the count (`clearFailures`).
 */
export async function beginAttempt(db: Database, subject: string, thresholds: Thresholds): Promise<Attempt> {
  const { rows } = await db.query<{
    failures_before: number
    was_locked: boolean
    locked_until: Date | null
  }>('SELECT * FROM auth_begin_login_attempt($1, $2, $3)', [
    subject,
    thresholds.lockAfter,
    thresholds.lockMinutes,
  ])
  const row = rows[0]
  return {
    failuresBefore: row?.failures_before ?? 0,
    wasLocked: row?.was_locked ?? false,
    lockedUntil: row?.locked_until ?? null,
  }
}

export const clearFailures = (db: Database, subject: string) =>
  db.query('SELECT auth_clear_login_failures($1)', [subject])

/** LOGIN_LOCKED, saying when the lock ends in the tenant's time, the same whether the password was right or not. */
export function lockedError(lockedUntil: Date, thresholds: Thresholds, locale: Locale): AppError {
  const until = new Intl.DateTimeFormat(locale, {
    timeZone: thresholds.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(lockedUntil)
  return new AppError('LOGIN_LOCKED', 'login.locked', 423, {
    params: { until },
    data: { lockedUntil: lockedUntil.toISOString() },
  })
}
