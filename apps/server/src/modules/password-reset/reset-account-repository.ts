import type { Database, Queryable } from '../../db/database'

/**
 * The active account an e-mail names, when its phone is the one given: a reset needs both to match.
 * @returns the account id, or null (no such account, another phone, or a stopped account)
 */
export async function findResetAccount(db: Database, email: string, phone: string): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string; phone: string | null; status: string }>(
    'SELECT account_id, phone, status FROM auth_find_account($1)',
    [email.trim()],
  )
  const row = rows[0]
  return row && row.status === 'active' && row.phone === phone ? row.account_id : null
}

/** A reset proves who the user is: the failed-login counter (and any lock) of the account starts again. */
export async function clearLoginFailures(tx: Queryable, accountId: string): Promise<void> {
  await tx.query("SELECT auth_clear_login_failures('account:' || $1)", [accountId])
}
