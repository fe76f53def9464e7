import { DEFAULT_TIME_ZONE, type Locale } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import type { AccountTenant } from '../tenants/tenant-settings-repository'

/** After Keycloak's brute-force detection: a captcha from the 3rd failure, a 15-minute lock at the 10th. */
export type Thresholds = { captchaAfter: number; lockAfter: number; lockMinutes: number; timeZone: string }
export const DEFAULT_THRESHOLDS: Thresholds = {
  captchaAfter: 3,
  lockAfter: 10,
  lockMinutes: 15,
  timeZone: DEFAULT_TIME_ZONE,
}

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
