import { newSecretToken, secretHash } from '../../lib/secret-token'

/** 256 random bits in base64url: 43 characters, nothing else. */
const ACTIVATION_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/

export type ActivationKey = { key: string; hash: Buffer }

export const hashActivationKey = secretHash

/**
 * A new activation key and the hash the database keeps (the key itself only travels in the e-mail).
 * @example const { key, hash } = newActivationKey() // key: 'q3V…' (43 characters)
 */
export function newActivationKey(): ActivationKey {
  const key = newSecretToken()
  return { key, hash: hashActivationKey(key) }
}

/**
 * Whether a value can be a key at all: exact, with no padding or other characters (looked up as given, so a key
 * with its letter case changed is simply unknown).
 */
export const isActivationKeyShaped = (value: string | undefined): value is string =>
  value !== undefined && ACTIVATION_KEY_PATTERN.test(value)
