import { newSecretToken, secretHash } from '../../lib/secret-token'
import type { Database, Queryable } from '../../db/database'

export type TokenPurpose = 'invite' | 'reset'

const hashToken = secretHash

/** 256 random bits in base64url: 43 characters. */
export const isTokenShaped = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value)

/**
 * Issues a set-password link's token for an account, replacing any earlier one: only the newest link works.
 * The database keeps only its SHA-256.
 */
export async function issuePasswordToken(
  tx: Queryable,
  grant: { accountId: string; purpose: TokenPurpose; validHours: number },
): Promise<string> {
  const token = newSecretToken()
  await tx.query('DELETE FROM staff_password_tokens WHERE account_id = $1 OR expires_at < now()', [
    grant.accountId,
  ])
  await tx.query(
    `INSERT INTO staff_password_tokens (token_hash, account_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hashToken(token), grant.accountId, grant.purpose, grant.validHours],
  )
  return token
}

/** The account a live, unused token is for, or null. */
export async function findTokenAccount(db: Database, token: string): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>(
    'SELECT account_id FROM staff_password_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  )
  return rows[0]?.account_id ?? null
}

/** Uses the token up; false when another request used it first (or it expired meanwhile). */
export async function spendPasswordToken(tx: Queryable, token: string, accountId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE staff_password_tokens SET used_at = now()
     WHERE token_hash = $1 AND account_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING 1`,
    [hashToken(token), accountId],
  )
  return rows.length > 0
}

/** The account's login name for the set-password answer (e-mail, else employee number). */
export async function findAccountLogin(db: Database, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ login: string | null }>('SELECT staff_account_login($1) AS login', [
    accountId,
  ])
  return rows[0]?.login ?? null
}
