import { createPrivateKey, generateKeyPairSync, webcrypto } from 'node:crypto'
import type pg from 'pg'
import { readLoginKey, storeLoginKeyOnce } from './login-key-repository'

/** The private key as WebCrypto holds it: its decryption runs on the thread pool, never on the event loop. */
export type LoginKey = { privateKey: webcrypto.CryptoKey; publicKeyDer: string }

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
  const pkcs8 = createPrivateKey(stored.privateKeyPem).export({ type: 'pkcs8', format: 'der' })
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    pkcs8,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  )
  return { privateKey, publicKeyDer: stored.publicKeyDer }
}

/**
 * Decrypts an RSA-OAEP (SHA-256) ciphertext, off the event loop. PKCS#1 v1.5 ciphertexts fail the OAEP check and
 * are refused.
 * @returns the plaintext, or null when it does not decrypt
 */
export async function decryptWithLoginKey(key: LoginKey, ciphertextBase64: string): Promise<string | null> {
  try {
    const plaintext = await webcrypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      key.privateKey,
      Buffer.from(ciphertextBase64, 'base64'),
    )
    return Buffer.from(plaintext).toString('utf8')
  } catch {
    return null
  }
}
