import { newSecretToken, secretHash } from '../../lib/secret-token'

/**
 * The SHA-256 of a session token: all the database keeps of it.
 * @example await db.query('SELECT ... WHERE token_hash = $1', [hashSessionToken(token)])
 */
export const hashSessionToken = secretHash

/**
 * A new session token: 256 random bits as base64url, with the hash to store.
 * @example const { token, hash } = mintSessionToken()
 */
export const mintSessionToken = (): { token: string; hash: Buffer } => {
  const token = newSecretToken()
  return { token, hash: hashSessionToken(token) }
}
