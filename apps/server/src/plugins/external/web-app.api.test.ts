import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'

const INDEX =
  '<!doctype html><title>portal</title><script type="module" src="/dzfront/portal/assets/app.js"></script>'
const ICON = Buffer.from([0, 0, 1, 0, 0, 0])
let t: TestApp
let distDir: string

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), INDEX)
  writeFileSync(path.join(distDir, 'assets/app.js'), 'export {}')
  // The build writes a brotli and a gzip copy beside each text asset; these stand in for them.
  writeFileSync(path.join(distDir, 'assets/app.js.br'), 'brotli bytes')
  writeFileSync(path.join(distDir, 'assets/app.js.gz'), 'gzip bytes')
  writeFileSync(path.join(distDir, 'release-info.json'), '{"version":"1"}')
  writeFileSync(path.join(distDir, 'release-info.json.br'), 'brotli release info')
  writeFileSync(path.join(distDir, 'favicon.ico'), ICON)
  t = await startTestApp({ env: { WEB_DIST_DIR: distDir } })
})
afterAll(async () => {
  await t.close()
  rmSync(distDir, { recursive: true, force: true })
})

const get = (url: string, accept = '*/*') => t.app.inject({ method: 'GET', url, headers: { accept } })

describe('the built portal', () => {
  it.each([
    '/dzfront/portal/login',
    '/dzfront/portal/portal?x=1',
    '/dzfront/portal',
    '/dzfront/portal/mzz/a/b',
    '/dzfront/workbench/working',
    '/dzfront/platform/working',
  ])('answers the page %s with index.html, uncached, whatever the Accept header', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(INDEX)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('caches a compressed copy as the file it is a copy of', async () => {
    const probe = await t.app.inject({
      method: 'GET',
      url: '/dzfront/portal/release-info.json',
      headers: { 'accept-encoding': 'br' },
    })
    expect(probe.headers['content-encoding']).toBe('br')
    expect(probe.headers['cache-control']).toBe('no-cache')
  })

  it('serves hashed assets for good and the release probe uncached', async () => {
    expect((await get('/dzfront/portal/assets/app.js')).headers['cache-control']).toContain('immutable')
    const probe = await get('/dzfront/portal/release-info.json')
    expect(probe.json()).toEqual({ version: '1' })
    expect(probe.headers['cache-control']).toBe('no-cache')
  })

  it.each(['/dzfront/portal/favicon.ico', '/favicon.ico'])(
    'answers the portal icon at %s, uncached so a brand icon can replace it',
    async (url) => {
      const response = await get(url, 'image/*')
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload).toEqual(ICON)
      expect(response.headers['content-type']).toBe('image/vnd.microsoft.icon')
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('answers a missing file with a 404 envelope, not the page', async () => {
    const response = await get('/dzfront/portal/assets/missing.js')
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe(20001)
  })

  it.each([
    ['br, gzip', 'br', 'brotli bytes'],
    ['gzip', 'gzip', 'gzip bytes'],
    ['identity', undefined, 'export {}'],
  ])(
    'sends an asset pre-compressed as the browser accepts (%s), saying that it varies',
    async (accepted, encoding, body) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/dzfront/portal/assets/app.js',
        headers: { 'accept-encoding': accepted },
      })
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers.vary).toBe('accept-encoding')
      expect(response.body).toBe(body)
      expect(response.headers['cache-control']).toContain('immutable')
    },
  )

  it('compresses a JSON answer of over 1 KB on the fly, and leaves a small one as it is', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/front/countries',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(large.headers['content-encoding']).toBe('gzip')
    expect(large.headers.vary).toBe('accept-encoding')
    const countries = JSON.parse(gunzipSync(large.rawPayload).toString('utf8'))
    expect(countries.code).toBe(RESPONSE_CODES.OK)
    expect(JSON.stringify(countries).length).toBeGreaterThan(1024)
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-call',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json().code).toBe(20001)
  })
})

describe('HEAD, as monitoring probes and link checkers send it', () => {
  const withoutDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined })

  it.each([
    ['a page', '/dzfront/portal/login'],
    ['an asset', '/dzfront/portal/assets/app.js'],
    ['an API GET', '/api/v1/message/types/count'],
    ['a missing asset', '/dzfront/portal/assets/missing.js'],
  ])('answers %s with the status and headers of GET, and no body', async (_what, url) => {
    const cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
    const get = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    const head = await t.app.inject({ method: 'HEAD', url, headers: { cookie } })
    expect(head.statusCode).toBe(get.statusCode)
    expect(withoutDate(head.headers)).toEqual(withoutDate(get.headers))
    expect(head.body).toBe('')
  })
})

describe('old /web-{module}/ links', () => {
  it.each([
    ['Chinese, percent-encoded', '/web-workorder/%E4%B8%AD%E6%96%87/a%20b', '/%E4%B8%AD%E6%96%87/a%20b'],
    ['Chinese, as typed', '/web-workorder/中文?q=中', '/%E4%B8%AD%E6%96%87?q=%E4%B8%AD'],
    ['a control character', '/web-workorder/x%0Ay%7F', '/x%0Ay%7F'],
    ['an encoded ? # and %', '/web-workorder/a%3Fb%23c%25d', '/a%3Fb%23c%25d'],
    [
      'an encoded slash, kept inside its segment',
      '/web-workorder/..%2F..%2Fevil/a%2Fb',
      '/..%2F..%2Fevil/a%2Fb',
    ],
  ])('redirect with %s in the path encoded', async (_what, url, rest) => {
    const response = await get(url)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`/dzfront/portal/mzz/workorder${rest}`)
  })
})
