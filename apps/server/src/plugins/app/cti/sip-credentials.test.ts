import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { mintSipCredentials } from './sip-credentials'

const sip = {
  webSocketUrl: 'ws://127.0.0.1:5066',
  domain: 'portal.test',
  sharedSecret: 'a-shared-secret-of-the-test',
  credentialSeconds: 1800,
}

describe('short-lived SIP credentials', () => {
  it('names the expiry and the user, signed with the shared secret as auth_ephemeral checks it', () => {
    const now = new Date('2026-11-25T12:00:00.000Z')
    const minted = mintSipCredentials(sip, 'demo.agent01', now)
    const expiry = now.getTime() / 1000 + 1800
    expect(minted.authorizationUser).toBe(`${expiry}:demo.agent01`)
    expect(minted.expiresAt).toEqual(new Date(expiry * 1000))
    const expected = createHmac('sha1', sip.sharedSecret).update(minted.authorizationUser).digest('base64')
    expect(minted.password).toBe(expected)
  })

  it('gives another password for another user, another expiry or another secret', () => {
    const now = new Date('2026-11-25T12:00:00.000Z')
    const base = mintSipCredentials(sip, 'demo.agent01', now).password
    expect(mintSipCredentials(sip, 'second.agent01', now).password).not.toBe(base)
    expect(mintSipCredentials(sip, 'demo.agent01', new Date(now.getTime() + 1000)).password).not.toBe(base)
    expect(
      mintSipCredentials({ ...sip, sharedSecret: 'another-secret-entirely' }, 'demo.agent01', now).password,
    ).not.toBe(base)
  })
})
