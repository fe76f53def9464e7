import type { ProtocolDocument } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { toProtocolSteps } from './protocol-steps'

const ORIGIN = 'https://portal.example.cn'
const document = (title: string, link: string): ProtocolDocument => ({
  name: title,
  title,
  i18n: 'zh-CN',
  channel_type: 'portal',
  link,
})

describe('toProtocolSteps', () => {
  it('frames same-origin documents, in the order given, two at most', () => {
    const steps = toProtocolSteps(
      [
        document('用户协议', '/protocols/user.html'),
        document('隐私政策', '/protocols/privacy.html'),
        document('x', '/x'),
      ],
      ORIGIN,
    )
    expect(steps).toEqual([
      { title: '用户协议', frameSrc: '/protocols/user.html', href: '/protocols/user.html' },
      { title: '隐私政策', frameSrc: '/protocols/privacy.html', href: '/protocols/privacy.html' },
    ])
  })

  it('links a document on another origin instead of framing it', () => {
    expect(toProtocolSteps([document('用户协议', 'https://static.example.cn/user.html')], ORIGIN)).toEqual([
      { title: '用户协议', frameSrc: null, href: 'https://static.example.cn/user.html' },
    ])
  })

  it('neither frames nor links a script URL', () => {
    expect(toProtocolSteps([document('用户协议', 'javascript:alert(1)')], ORIGIN)).toEqual([
      { title: '用户协议', frameSrc: null, href: null },
    ])
  })
})
