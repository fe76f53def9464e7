import { describe, expect, it } from 'vitest'
import { REDACTED, redactSecrets } from './audit-redaction'

describe('redactSecrets', () => {
  it('replaces secrets at any depth and keeps the other values', () => {
    expect(
      redactSecrets({
        name: 'Ann',
        password: 'Secret@2026',
        oidc: { clientSecret: 's3cr3t', issuer: 'https://idp.test', keys: [{ privateKey: 'k' }] },
        roles: ['agent'],
      }),
    ).toEqual({
      name: 'Ann',
      password: REDACTED,
      oidc: { clientSecret: REDACTED, issuer: 'https://idp.test', keys: REDACTED },
      roles: ['agent'],
    })
  })

  it('leaves an empty secret visible as empty, so clearing one shows', () => {
    expect(redactSecrets({ clientSecret: null, apiToken: '' })).toEqual({ clientSecret: null, apiToken: '' })
  })

  it('writes dates as ISO text', () => {
    expect(redactSecrets({ at: new Date('2026-11-26T00:00:00Z') })).toEqual({
      at: '2026-11-26T00:00:00.000Z',
    })
  })
})
