import { describe, expect, it } from 'vitest'
import {
  checkSmsParams,
  checkSmsPhones,
  composeSmsContent,
  keepSmsPhoneInput,
  smsParamLabelKey,
  templatePlaceholders,
} from './sms-rules'
import { countSmsSegments, smsTextKind } from './sms-segments'

describe('SMS segments (spec §9)', () => {
  it('counts mainland Chinese 70 in one message, then 67 per part', () => {
    expect(countSmsSegments('您'.repeat(70), false)).toBe(1)
    expect(countSmsSegments('您'.repeat(71), false)).toBe(2)
    expect(countSmsSegments('您'.repeat(134), false)).toBe(2)
    expect(countSmsSegments('您'.repeat(135), false)).toBe(3)
  })
  it('counts pure English 160, then 153 per part, whatever the switch', () => {
    expect(countSmsSegments('a'.repeat(160), false)).toBe(1)
    expect(countSmsSegments('a'.repeat(161), true)).toBe(2)
    expect(countSmsSegments('a'.repeat(307), false)).toBe(3)
  })
  it('counts multi-language Latin text 140/132, and anything else 70/67', () => {
    expect(smsTextKind('Grüße', true)).toBe('multiLanguage')
    expect(countSmsSegments('é'.repeat(140), true)).toBe(1)
    expect(countSmsSegments('é'.repeat(141), true)).toBe(2)
    expect(smsTextKind('您好', true)).toBe('other')
    expect(countSmsSegments('您'.repeat(71), true)).toBe(2)
    expect(countSmsSegments('', false)).toBe(0)
  })
})

describe('single SMS rules (spec §5)', () => {
  it('keeps digits and commas in the phone input, and checks every number', () => {
    expect(keepSmsPhoneInput('139 0000-1111,a2')).toBe('13900001111,2')
    expect(checkSmsPhones('', false)).toBe('sms.phoneRequired')
    expect(checkSmsPhones('13900001111,139000022', false)).toBeNull()
    expect(checkSmsPhones('123', true)).toBe('sms.phoneFormat')
    expect(checkSmsPhones('1234,5678', true)).toBeNull()
  })
  it('requires every placeholder, and signs the text unless the template has no signature', () => {
    expect(templatePlaceholders('{a}和{b}又{a}')).toEqual(['a', 'b'])
    expect(checkSmsParams('{a}{b}', { a: 'x', b: ' ' })).toBe('sms.paramRequired')
    expect(checkSmsParams('{a}{b}', { a: 'x', b: 'y' })).toBeNull()
    expect(composeSmsContent({ formContent: 'Hi {a}', signInfo: '' }, { a: 'x' })).toBe('Hi x')
    expect(composeSmsContent({ formContent: 'Hi {a}', signInfo: '演示' }, { a: 'x' })).toBe('【演示】Hi x')
  })

  it('names the common placeholders for the agent, and leaves the others as their template writes them', () => {
    expect(smsParamLabelKey('name')).toBe('sms.param.name')
    expect(smsParamLabelKey('order')).toBe('sms.param.order')
    expect(smsParamLabelKey('姓名')).toBeNull()
    expect(smsParamLabelKey('toString')).toBeNull()
  })
})
