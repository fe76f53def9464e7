import type { Locale } from '@portal/contract'
import type { Database } from '../../db/database'
import { localizedName } from '../../lib/localized-name'

export type AccountCredentials = {
  accountId: string
  passwordHash: string
  status: 'active' | 'stopped'
  phone: string | null
  hasSecondFactor: boolean
  mustChangePassword: boolean
  hasAcceptedWeakPassword: boolean
}

export type AccountTenant = {
  tenantId: string
  name: string
  isProtocolRequired: boolean
  hasAgreedProtocol: boolean
  captchaAfterFailures: number
  lockAfterFailures: number
  lockMinutes: number
  timeZone: string
  isSmsLoginEnabled: boolean
}

type CredentialRow = {
  account_id: string
  password_hash: string
  status: 'active' | 'stopped'
  phone: string | null
  second_factor_enabled: boolean
  must_change_password: boolean
  weak_password_accepted_at: Date | null
}

const toCredentials = (row: CredentialRow | undefined): AccountCredentials | null =>
  row
    ? {
        accountId: row.account_id,
        passwordHash: row.password_hash,
        status: row.status,
        phone: row.phone,
        hasSecondFactor: row.second_factor_enabled,
        mustChangePassword: row.must_change_password,
        hasAcceptedWeakPassword: row.weak_password_accepted_at !== null,
      }
    : null

/** The account an email, employee number (any letter case) or phone names. */
export async function findAccountCredentials(
  db: Database,
  identifier: string,
): Promise<AccountCredentials | null> {
  const { rows } = await db.query<CredentialRow>('SELECT * FROM auth_find_account($1)', [identifier.trim()])
  return toCredentials(rows[0])
}

/** The account whose own phone this is (SMS login): never one whose e-mail or employee number looks like it. */
export async function findAccountByPhone(db: Database, phone: string): Promise<AccountCredentials | null> {
  const { rows } = await db.query<CredentialRow>('SELECT * FROM auth_find_account_by_phone($1)', [phone])
  return toCredentials(rows[0])
}

/** The tenants an account belongs to, named in the caller's language, with their login settings. */
export async function listAccountTenants(
  db: Database,
  accountId: string,
  locale: Locale,
): Promise<AccountTenant[]> {
  const { rows } = await db.query<{
    tenant_id: string
    name: string
    name_en: string | null
    protocol_required: boolean
    protocol_agreed: boolean
    captcha_after_failures: number
    lock_after_failures: number
    lock_minutes: number
    time_zone: string
    sms_login_enabled: boolean
  }>('SELECT * FROM auth_account_tenants($1)', [accountId])
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    name: localizedName(locale, row.name, row.name_en),
    isProtocolRequired: row.protocol_required,
    hasAgreedProtocol: row.protocol_agreed,
    captchaAfterFailures: row.captcha_after_failures,
    lockAfterFailures: row.lock_after_failures,
    lockMinutes: row.lock_minutes,
    timeZone: row.time_zone,
    isSmsLoginEnabled: row.sms_login_enabled,
  }))
}
