import { createHash, randomBytes } from 'node:crypto'

/**
 * The SHA-256 of a session token: all the database keeps of it.
 * @example await db.query('SELECT ... WHERE token_hash = $1', [hashSessionToken(token)])
 */
export const hashSessionToken = (token: string): Buffer => createHash('sha256').update(token).digest()

/**
 * A new session token: 256 random bits as base64url, with the hash to store.
 * @example const { token, hash } = mintSessionToken()
 */
export const mintSessionToken = (): { token: string; hash: Buffer } => {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSessionToken(token) }
}
