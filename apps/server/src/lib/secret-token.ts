import { createHash, randomBytes } from 'node:crypto'

/**
 * A fresh unguessable value for a link, cookie or handle: `bytes` random bytes (32 = 256 bits) as base64url, safe
 * in a URL path, a cookie and a form field alike.
 * @example const token = newSecretToken() // 43 characters
 */
export const newSecretToken = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/**
 * What the database keeps of a secret value: its SHA-256, so that a copy of the table lets no one in. Looked up
 * by equality, so no salt (the values are random, not chosen by people).
 * @example await db.query('... WHERE token_hash = $1', [secretHash(token)])
 */
export const secretHash = (value: string): Buffer => createHash('sha256').update(value).digest()
