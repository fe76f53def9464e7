import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const listFor = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/user/protocols?${query}` })).json()

describe('protocol list', () => {
  it('gives the two web documents in Chinese for zh-CN', async () => {
    expect(await listFor('channel=web&locale=zh-CN')).toEqual({
      code: RESPONSE_CODES.OK,
      message: 'OK',
      data: {
        list: [
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
        ],
      },
    })
  })

  it('gives them in English for en-US, on the web channel by default', async () => {
    const { data } = await listFor('locale=en-US')
    expect(data.list.map((doc: { i18n: string; title: string }) => [doc.i18n, doc.title])).toEqual([
      ['en-US', 'User Agreement'],
      ['en-US', 'Privacy Policy'],
    ])
  })
})

describe('protocol pages', () => {
  it.each([
    'user-agreement.zh-CN.html',
    'user-agreement.en-US.html',
    'privacy-policy.zh-CN.html',
    'privacy-policy.en-US.html',
  ])('serves %s as HTML without script, under the strict CSP', async (file) => {
    const page = await t.app.inject({ method: 'GET', url: `/protocols/${file}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'")
    expect(page.body).toMatch(/^<!doctype html>/i)
    expect(page.body).not.toMatch(/<script|\son\w+\s*=/i)
  })

  it('serves nothing but the catalogue pages', async () => {
    for (const url of [
      '/protocols/unknown.html',
      '/protocols/..%2F..%2Fpackage.json',
      '/protocols/user-agreement.fr-FR.html',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })
})
