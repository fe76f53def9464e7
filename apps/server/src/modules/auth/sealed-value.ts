import { sealedPasswordSchema } from '@portal/contract'
import type { Database } from '../../db/database'
import { consumeLoginNonce } from './login-challenge-repository'
import { decryptWithLoginKey, type LoginKey } from './login-key'

export type SealDeps = { db: Database; loginKey: LoginKey }

/**
 * The secret inside a value the browser sealed (login, change, reset and register passwords): it must decrypt
 * with RSA-OAEP, name a live nonce, and that nonce must not have been used before.
 * @returns the plaintext secret, or null
 */
export async function openSealedValue(deps: SealDeps, ciphertext: string): Promise<string | null> {
  const plaintext = await decryptWithLoginKey(deps.loginKey, ciphertext)
  if (plaintext === null) return null
  const sealed = sealedPasswordSchema.safeParse(parseJson(plaintext))
  if (!sealed.success) return null
  return (await consumeLoginNonce(deps.db, sealed.data.nonce)) ? sealed.data.password : null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
