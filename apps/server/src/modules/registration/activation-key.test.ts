import { describe, expect, it } from 'vitest'
import { hashActivationKey, isActivationKeyShaped, newActivationKey } from './activation-key'

describe('activation keys', () => {
  it('are 256 random bits in base64url, stored only as their SHA-256', () => {
    const { key, hash } = newActivationKey()
    expect(Buffer.from(key, 'base64url')).toHaveLength(32)
    expect(hash).toEqual(hashActivationKey(key))
    expect(hash.toString('hex')).not.toContain(Buffer.from(key).toString('hex'))
    expect(newActivationKey().key).not.toBe(key)
  })

  it('are taken only exactly as issued: no padding, no other characters, no missing value', () => {
    const { key } = newActivationKey()
    expect(isActivationKeyShaped(key)).toBe(true)
    for (const value of [undefined, '', ` ${key}`, `${key} `, `${key}=`, key.slice(1), `${key.slice(1)}+`]) {
      expect(isActivationKeyShaped(value), String(value)).toBe(false)
    }
  })

  it('hash differently when their letter case changes', () => {
    expect(hashActivationKey('abcDEF')).not.toEqual(hashActivationKey('ABCdef'))
  })
})
