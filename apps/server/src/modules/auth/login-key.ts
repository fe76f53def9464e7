import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto'
import type pg from 'pg'

export type LoginKey = { privateKey: KeyObject; publicKeyDer: string }

const LOGIN_KEY_NAME = 'login-rsa'

/**
 * The RSA key the browser encrypts passwords with. It lives in the database so that every server process shares
 * it; the first process to start creates it. Only the migration user can read the table.
 */
export async function loadLoginKey(owner: pg.ClientBase): Promise<LoginKey> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  await owner.query(
    'INSERT INTO server_keys (name, private_key_pem, public_key_der) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [
      LOGIN_KEY_NAME,
      privateKey.export({ type: 'pkcs8', format: 'pem' }),
      publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    ],
  )
  const { rows } = await owner.query<{ private_key_pem: string; public_key_der: string }>(
    'SELECT private_key_pem, public_key_der FROM server_keys WHERE name = $1',
    [LOGIN_KEY_NAME],
  )
  const row = rows[0]
  if (!row) throw new Error('The login key could not be stored')
  return { privateKey: createPrivateKey(row.private_key_pem), publicKeyDer: row.public_key_der }
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
