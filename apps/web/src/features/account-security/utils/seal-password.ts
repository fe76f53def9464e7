import type { LoginChallenge, SealedPassword } from '@portal/contract'

const fromBase64 = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

const sealWithSubtle = async (
  subtle: SubtleCrypto,
  publicKey: string,
  plaintext: string,
): Promise<string> => {
  const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' }
  const key = await subtle.importKey('spki', fromBase64(publicKey), algorithm, false, ['encrypt'])
  const ciphertext = await subtle.encrypt(algorithm, key, new TextEncoder().encode(plaintext))
  return toBase64(new Uint8Array(ciphertext))
}

/**
 * Encrypts a password for one login attempt: base64 RSA-OAEP (SHA-256, MGF1 SHA-256) of the JSON
 * `{ nonce, password }`. Plain http from a LAN address has no `crypto.subtle`, so node-forge steps in there,
 * loaded only when needed. Pass `subtle: null` to take that path deliberately.
 * @example const sealed = await sealPassword(challenge, 'Admin@2026')
 */
export const sealPassword = async (
  challenge: Pick<LoginChallenge, 'publicKey' | 'nonce'>,
  password: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> => {
  const sealed: SealedPassword = { nonce: challenge.nonce, password }
  const plaintext = JSON.stringify(sealed)
  if (subtle) return sealWithSubtle(subtle, challenge.publicKey, plaintext)
  const { sealWithForge } = await import('./seal-with-forge')
  return sealWithForge(challenge.publicKey, plaintext)
}
