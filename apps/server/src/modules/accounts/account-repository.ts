import type { Database, Queryable } from '../../db/database'

export type AccountCredentials = {
  accountId: string
  passwordHash: string
  status: 'active' | 'stopped'
  phone: string | null
  hasSecondFactor: boolean
  mustChangePassword: boolean
  hasAcceptedWeakPassword: boolean
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

/** What the signed-in account's own steps need of it (second factor, password change), read in its tenant. */
export type OwnAccount = {
  phone: string | null
  email: string | null
  passwordHash: string
  mustChangePassword: boolean
}

export async function findOwnAccount(tx: Queryable, accountId: string): Promise<OwnAccount | null> {
  const { rows } = await tx.query<{
    phone: string | null
    email: string | null
    password_hash: string
    must_change_password: boolean
  }>('SELECT phone, email, password_hash, must_change_password FROM staff_accounts WHERE id = $1', [
    accountId,
  ])
  const row = rows[0]
  return row
    ? {
        phone: row.phone,
        email: row.email,
        passwordHash: row.password_hash,
        mustChangePassword: row.must_change_password,
      }
    : null
}

/** Whether the account is a member of the current tenant (row-level security hides every other membership). */
export async function isTenantMember(tx: Queryable, accountId: string | null): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM tenant_members WHERE account_id = $1', [accountId])
  return rows.length > 0
}

/** Records that the account agreed to the tenant's protocol (a login step). */
export async function recordProtocolAgreement(db: Database, tenantId: string, accountId: string) {
  await db.withTenant(tenantId, (tx) =>
    tx.query('UPDATE tenant_members SET protocol_agreed_at = now() WHERE account_id = $1', [accountId]),
  )
}

/** The user chose to keep a weak password knowing the risk: no more warnings at login. */
export async function acceptWeakPassword(db: Database, accountId: string) {
  await db.query('SELECT auth_accept_weak_password($1)', [accountId])
}

/** Stores a new password hash (the account's sessions are ended separately, in the same transaction). */
export async function storePasswordHash(
  tx: Queryable,
  change: { accountId: string; passwordHash: string; isWeakAccepted: boolean },
) {
  await tx.query('SELECT auth_set_password($1, $2, $3)', [
    change.accountId,
    change.passwordHash,
    change.isWeakAccepted,
  ])
}
