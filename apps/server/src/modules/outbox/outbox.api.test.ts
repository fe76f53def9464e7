import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/test-app'

describe('demo outbox', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('keeps what the SMS and e-mail adapters send, newest first, filtered by recipient', async () => {
    await t.app.sms.send('13800000001', 'Your code is 123456')
    await t.app.mail.send({ to: 'agent@demo.com', subject: 'Welcome', body: 'Hello' })
    await t.app.sms.send('13800000001', 'Your code is 654321')
    const all = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json().data
    expect(all.map((item: { body: string }) => item.body)).toEqual([
      'Your code is 654321',
      'Hello',
      'Your code is 123456',
    ])
    const sms = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=13800000001' })).json().data
    expect(sms).toHaveLength(2)
    expect(sms[0]).toMatchObject({ channel: 'sms', to: '13800000001', subject: null })
  })

  it('shows the outbox as a page with every value escaped', async () => {
    await t.app.mail.send({ to: 'x@demo.com', subject: '<script>alert(1)</script>', body: 'b' })
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox.html' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>')
  })
})

describe('outside demo mode', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { PORTAL_DEMO: '0' } })
  })
  afterAll(() => t.close())

  it('has no outbox routes, no demo accounts, and keeps no captcha answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.html' })).statusCode).toBe(404)
    const { rows } = await t.store.db.query('SELECT count(*)::int AS n FROM auth_find_account($1)', [
      'admin@demo.com',
    ])
    expect(rows[0].n).toBe(0)
    await t.app.inject({ method: 'GET', url: '/user/captcha?captchaType=login' })
    const kept = await t.store.db.query(`SELECT count(*)::int AS n FROM outbox WHERE channel = 'captcha'`)
    expect(kept.rows[0].n).toBe(0)
  })
})
