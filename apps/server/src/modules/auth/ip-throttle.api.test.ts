import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_RATE_PER_MINUTE: '3' } })
})
afterAll(() => t.close())

describe('per-address throttling', () => {
  it('refuses a client address past its login calls per minute, and not another address', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/login',
        remoteAddress: ip,
        payload: { loginType: 'account', account: 'x' },
      })
    for (let i = 0; i < 3; i += 1) expect((await attempt('10.9.0.1')).statusCode).toBe(400)
    const throttled = await attempt('10.9.0.1')
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().message).toBe('请求过于频繁，请稍后再试')
    expect((await attempt('10.9.0.2')).statusCode).toBe(400)
  })
})
