import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sealPassword } from './seal-password'

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const challenge = {
  publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  nonce: 'nonce-1f3a',
}

const open = (sealed: string): unknown =>
  JSON.parse(
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed, 'base64'),
    ).toString('utf8'),
  )

describe('sealPassword', () => {
  it('encrypts the nonce and password with Web Crypto so the server key opens them', async () => {
    const sealed = await sealPassword(challenge, 'Admin@2026', globalThis.crypto.subtle)
    expect(open(sealed)).toEqual({ nonce: 'nonce-1f3a', password: 'Admin@2026' })
  })

  it('falls back to node-forge when there is no crypto.subtle, with the same result', async () => {
    const sealed = await sealPassword(challenge, 'Admin@2026', null)
    expect(open(sealed)).toEqual({ nonce: 'nonce-1f3a', password: 'Admin@2026' })
  })

  it('keeps non-ASCII characters and JSON specials intact on both paths', async () => {
    const password = 'Pässwörd"\\密码1'
    for (const subtle of [globalThis.crypto.subtle, null]) {
      expect(open(await sealPassword(challenge, password, subtle))).toEqual({ nonce: 'nonce-1f3a', password })
    }
  })

  it('produces a fresh 2048-bit ciphertext on every call', async () => {
    const first = await sealPassword(challenge, 'Admin@2026')
    const second = await sealPassword(challenge, 'Admin@2026')
    expect(Buffer.from(first, 'base64')).toHaveLength(256)
    expect(first).not.toBe(second)
  })
})
