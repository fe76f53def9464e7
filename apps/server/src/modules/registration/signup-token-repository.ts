import { newSecretToken, secretHash } from '../../lib/secret-token'
import type { Database } from '../../db/database'

/** Long enough to fill in register step 2. */
const SIGNUP_TOKEN_TTL_SECONDS = 30 * 60

export const hashSignupToken = secretHash

/**
 * Issues the sign-up token that proves, in step 2, that the visitor owns the phone: 256 random bits, of which
 * the database keeps only the SHA-256.
 */
export async function issueSignupToken(db: Database, phone: string): Promise<string> {
  const token = newSecretToken()
  await db.query('DELETE FROM signup_tokens WHERE expires_at < now()')
  await db.query(
    'INSERT INTO signup_tokens (token_hash, phone, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))',
    [hashSignupToken(token), phone, SIGNUP_TOKEN_TTL_SECONDS],
  )
  return token
}

/** The phone a live, unused sign-up token was issued for, or null. */
export async function findSignupPhone(db: Database, token: string | undefined): Promise<string | null> {
  if (!token) return null
  const { rows } = await db.query<{ phone: string }>(
    'SELECT phone FROM signup_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hashSignupToken(token)],
  )
  return rows[0]?.phone ?? null
}

/** Uses a sign-up token up without a registration: an answer that says an address is taken costs the token. */
export async function spendSignupToken(db: Database, token: string): Promise<void> {
  await db.query('UPDATE signup_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL', [
    hashSignupToken(token),
  ])
}
