import { describe, expect, it } from 'vitest'
import { isMessageKey, MESSAGES, PAGE_TEXTS, translateMessage } from './all-messages'
import { FIRST_LOAD_MESSAGES } from './all-texts'
import { coreTexts } from './core/core-texts'
import type { Domain, DomainTexts } from './core/define-domain'
import { LOCALES } from './core/locales'
import { DOMAINS } from './domain-list'

const textsBySource: readonly [string, DomainTexts][] = [
  ['core', coreTexts],
  ...(DOMAINS as readonly Domain[]).flatMap((domain) =>
    domain.texts ? [[domain.name, domain.texts] as [string, DomainTexts]] : [],
  ),
]

describe('the message catalogue', () => {
  it("holds every domain's texts, as the domain list declares them", () => {
    for (const [source, texts] of textsBySource)
      for (const locale of LOCALES)
        expect(MESSAGES[locale], `${source} ${locale}`).toMatchObject(texts[locale])
  })

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

  it('defines no text key twice across the core and the domains', () => {
    const keys = textsBySource.flatMap(([, texts]) => Object.keys(texts['zh-CN']))
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
    expect(Object.keys(MESSAGES['zh-CN'])).toHaveLength(keys.length)
  })

  it('gives zh-CN and en-US the same keys in every domain', () => {
    for (const [source, texts] of textsBySource)
      expect(Object.keys(texts['en-US']).sort(), source).toEqual(Object.keys(texts['zh-CN']).sort())
  })

  it('loads every text with the login page but the page texts (call-centre administration, audit labels)', () => {
    for (const locale of LOCALES) {
      const pageOnly = Object.keys(MESSAGES[locale]).filter((key) => !(key in FIRST_LOAD_MESSAGES[locale]))
      expect(pageOnly.sort()).toEqual(PAGE_TEXTS.flatMap((texts) => Object.keys(texts[locale])).sort())
    }
  })

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(translateMessage('en-US', 'login.locked', { until: '10:15' })).toBe(
      'This account is locked; please try again after 10:15',
    )
    expect(translateMessage('zh-CN', 'sms.loginCode')).toContain('{{code}}')
  })

  it('knows its own keys and nothing an object inherits', () => {
    expect(isMessageKey('captcha.required')).toBe(true)
    expect(isMessageKey('toString')).toBe(false)
    expect(isMessageKey('constructor')).toBe(false)
  })
})
