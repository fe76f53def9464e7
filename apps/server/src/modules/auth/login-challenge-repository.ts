import { newSecretToken, secretHash } from '../../lib/secret-token'
import type { Database } from '../../db/database'

/** A challenge lives long enough for a person to type a password, and is used at most once. */
export const LOGIN_CHALLENGE_TTL_SECONDS = 300

const hashNonce = secretHash

/** Issues a single-use nonce (stored hashed) and drops the expired ones. */
export async function issueLoginNonce(db: Database): Promise<string> {
  const nonce = newSecretToken(18)
  // One statement, one round trip: the sweep rides along with the insert.
  await db.query(
    `WITH expired AS (DELETE FROM login_challenges WHERE expires_at < now())
     INSERT INTO login_challenges (nonce_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))`,
    [hashNonce(nonce), LOGIN_CHALLENGE_TTL_SECONDS],
  )
  return nonce
}

/**
 * Uses up a nonce. Only the first caller of a live nonce gets true, so a captured ciphertext cannot be replayed.
 */
export async function consumeLoginNonce(db: Database, nonce: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM login_challenges WHERE nonce_hash = $1 AND expires_at > now()',
    [hashNonce(nonce)],
  )
  return rowCount === 1
}
