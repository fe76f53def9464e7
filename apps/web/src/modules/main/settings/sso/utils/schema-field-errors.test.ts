import { ssoSettingsFormSchema } from '@portal/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '@/lib/i18n/i18n'
import { zhCnBundle } from '@/lib/i18n/zh-cn-bundle'
import { schemaFieldErrors } from './schema-field-errors'

// A field's error is a contract key when the page holds that text: the first load's, as here.
beforeAll(() => initI18n('zh-CN', zhCnBundle.texts))

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
