import { createHash } from 'node:crypto'
import { isWeakPassword } from './password-policy'

/** Enough for every account that logs in between two restarts; past it the memory is emptied, not managed. */
const MAX_REMEMBERED = 10_000

const remembered = new Map<string, boolean>()

/**
 * Whether a password that has just been verified against `storedHash` is weak, remembered per stored hash and
 * identifier: the estimate takes milliseconds of the event loop, and it cannot change while the password does not
 * (a new password has a new hash, with a new salt). Only a digest of the hash is kept.
 * @example await isVerifiedPasswordWeak(account.passwordHash, typed, [identifier])
 */
export async function isVerifiedPasswordWeak(
  storedHash: string,
  password: string,
  userInputs: string[],
): Promise<boolean> {
  const key = createHash('sha256')
    .update(JSON.stringify([storedHash, userInputs]))
    .digest('base64')
  const known = remembered.get(key)
  if (known !== undefined) return known
  const isWeak = await isWeakPassword(password, userInputs)
  if (remembered.size >= MAX_REMEMBERED) remembered.clear()
  remembered.set(key, isWeak)
  return isWeak
}
