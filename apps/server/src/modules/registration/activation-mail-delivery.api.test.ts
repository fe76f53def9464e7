import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { headerValue, startSmtpServer } from '../../../test/smtp-test-server'
import { registerWith, verifiedPhone } from '../../../test/lifecycle-helpers'

const PASSWORD = 'Ml6&pXr4Tb'
const lines: string[] = []
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let t: TestApp

beforeAll(async () => {
  smtp = await startSmtpServer()
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  t = await startTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.com' },
    logDestination: capture,
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('the activation e-mail over SMTP', () => {
  it('reaches the registrant with the subject and the activation link that works', async () => {
    const token = await verifiedPhone(t, '13500000001')
    const form = {
      email: 'smtp@newco.com',
      password: PASSWORD,
      companyName: 'SMTP Co.',
      companyTypes: 'internet',
    }
    expect((await registerWith(t, token, form, 'en-US')).json().code).toBe(RESPONSE_CODES.OK)

    const mail = smtp.received.at(-1)
    expect(mail?.to).toEqual(['smtp@newco.com'])
    expect(headerValue(mail?.headers ?? '', 'Subject')).toBe('Activate your account')
    const link =
      mail?.body.match(/https:\/\/portal\.example\.com\/dzfront\/portal\/activate\?key=\S+/)?.[0] ?? ''
    const key = new URL(link).searchParams.get('key') ?? ''
    const activated = await t.app.inject({ method: 'GET', url: `/user/register/activate?key=${key}` })
    expect(activated.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { email: 'smtp@newco.com' } })
    expect(lines.join('')).not.toContain(key)
  })

  it('keeps the registration when the mail server refuses, and logs nothing of the message', async () => {
    const token = await verifiedPhone(t, '13500000002')
    const form = {
      email: 'reject@newco.com',
      password: PASSWORD,
      companyName: '退信公司',
      companyTypes: 'other',
    }
    const response = await registerWith(t, token, form)
    expect(response.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { emailId: expect.any(String) } })
    const log = lines.join('')
    expect(log).toContain('activation mail not sent')
    expect(log).not.toContain('activate?key')
    expect(log).not.toContain('reject@newco.com')
  })
})
