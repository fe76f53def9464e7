import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto'
import type pg from 'pg'
import { readLoginKey, storeLoginKeyOnce } from './login-key-repository'

export type LoginKey = { privateKey: KeyObject; publicKeyDer: string }

/**
 * The RSA key the browser encrypts passwords with. It lives in the database so that every server process shares
 * it; the first process to start creates it. Only the migration user can read the table.
 */
export async function loadLoginKey(owner: pg.ClientBase): Promise<LoginKey> {
  // A key pair takes a while to make: only the first start of a database makes one (and the first process to
  // store its key wins when several start together).
  if (!(await readLoginKey(owner))) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    await storeLoginKeyOnce(owner, {
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyDer: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    })
  }
  const stored = await readLoginKey(owner)
  if (!stored) throw new Error('The login key could not be stored')
  return { privateKey: createPrivateKey(stored.privateKeyPem), publicKeyDer: stored.publicKeyDer }
}

/**
 * Decrypts an RSA-OAEP (SHA-256) ciphertext. PKCS#1 v1.5 ciphertexts fail the OAEP check and are refused.
 * @returns the plaintext, or null when it does not decrypt
 */
export function decryptWithLoginKey(key: LoginKey, ciphertextBase64: string): string | null {
  try {
    const plaintext = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertextBase64, 'base64'),
    )
    return plaintext.toString('utf8')
  } catch {
    return null
  }
}
