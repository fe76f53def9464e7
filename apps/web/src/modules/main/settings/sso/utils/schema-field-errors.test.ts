import { ssoSettingsFormSchema } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { schemaFieldErrors } from './schema-field-errors'

const t = (key: string) => `text of ${key}`

describe('schemaFieldErrors', () => {
  it('names each field the contract refuses for the chosen protocol, once', () => {
    expect(schemaFieldErrors(ssoSettingsFormSchema, { protocol: 'OIDC', issuerUrl: 'ftp://x' }, t)).toEqual([
      { name: 'issuerUrl', errors: ['text of contract:sso.urlInvalid'] },
      { name: 'clientId', errors: ['text of contract:sso.clientIdRequired'] },
    ])
  })

  it('finds nothing in a valid form', () => {
    expect(schemaFieldErrors(ssoSettingsFormSchema, { protocol: 'OFF' }, t)).toEqual([])
  })
})
