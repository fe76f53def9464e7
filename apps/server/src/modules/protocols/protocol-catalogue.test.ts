import { describe, expect, it } from 'vitest'
import { PROTOCOL_CATALOGUE, pickProtocolDocuments, type ProtocolEntry } from './protocol-catalogue'

describe('picking the protocol documents', () => {
  it('gives one entry per document in the reader language', () => {
    expect(pickProtocolDocuments(PROTOCOL_CATALOGUE, 'web', 'zh-CN')).toEqual([
      {
        name: 'user-agreement',
        title: '用户协议',
        i18n: 'zh-CN',
        channel_type: 'web',
        link: '/protocols/user-agreement.zh-CN.html',
      },
      {
        name: 'privacy-policy',
        title: '隐私政策',
        i18n: 'zh-CN',
        channel_type: 'web',
        link: '/protocols/privacy-policy.zh-CN.html',
      },
    ])
  })

  it('falls back to English for a document with no version in the reader language', () => {
    const withoutChinesePolicy = PROTOCOL_CATALOGUE.filter(
      (entry) => !(entry.name === 'privacy-policy' && entry.locale === 'zh-CN'),
    )
    const picked = pickProtocolDocuments(withoutChinesePolicy, 'web', 'zh-CN')
    expect(picked.map((doc) => [doc.name, doc.i18n, doc.title])).toEqual([
      ['user-agreement', 'zh-CN', '用户协议'],
      ['privacy-policy', 'en-US', 'Privacy Policy'],
    ])
  })

  it('picks by channel, and leaves out a document with neither language', () => {
    const app: ProtocolEntry[] = [
      { name: 'user-agreement', locale: 'en-US', channel: 'app', title: 'User Agreement (app)' },
      { name: 'privacy-policy', locale: 'zh-CN', channel: 'app', title: '隐私政策（应用）' },
    ]
    const catalogue = [...PROTOCOL_CATALOGUE, ...app]
    expect(pickProtocolDocuments(catalogue, 'app', 'zh-CN').map((doc) => doc.title)).toEqual([
      'User Agreement (app)',
      '隐私政策（应用）',
    ])
    expect(pickProtocolDocuments(catalogue, 'app', 'en-US').map((doc) => doc.title)).toEqual([
      'User Agreement (app)',
    ])
    expect(pickProtocolDocuments(catalogue, 'kiosk', 'zh-CN')).toEqual([])
  })
})
