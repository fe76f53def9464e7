import { describe, expect, it } from 'vitest'
import { LOCALES } from './core/locales'
import { MESSAGES } from './all-texts'

describe('the message catalogue', () => {
  it('has a non-empty text for every key in every language', () => {
    const keys = Object.keys(MESSAGES['zh-CN'])
    for (const locale of LOCALES) {
      expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...keys].sort())
      for (const key of keys)
        expect(MESSAGES[locale][key as keyof (typeof MESSAGES)['zh-CN']], `${locale} ${key}`).not.toBe('')
    }
  })

  it('uses the spec texts verbatim in zh-CN', () => {
    expect(MESSAGES['zh-CN']).toMatchObject({
      'captcha.required': '请输入验证码',
      'tenant.required': '请选择租户',
      'server.error': '服务器错误',
    })
  })
})
