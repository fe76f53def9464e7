import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { createSmtpMail } from './smtp-mail'
import { headerValue, startSmtpServer } from '../../../../test/smtp-test-server'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.close())

describe('the SMTP mail sender', () => {
  it('delivers a message to the recipient, from the configured sender, with its subject and body', async () => {
    const sender = createSmtpMail(smtp.url, 'Portal <no-reply@portal.test>')
    const body =
      '您好：\n\n请在10分钟内打开下面的链接激活您的账号：\nhttp://localhost:8080/dzfront/portal/activate?key=abc_DEF-123'
    await sender.send({ to: 'founder@newco.com', subject: '请激活您的账号', body })
    sender.close()

    const message = smtp.received.at(-1)
    expect(message).toMatchObject({ from: 'no-reply@portal.test', to: ['founder@newco.com'] })
    expect(headerValue(message?.headers ?? '', 'Subject')).toBe('请激活您的账号')
    expect(headerValue(message?.headers ?? '', 'To')).toBe('founder@newco.com')
    expect(message?.body.replace(/\r\n/g, '\n').trim()).toBe(body)
  })

  it('fails without telling what the message said', async () => {
    const sender = createSmtpMail(smtp.url, 'Portal <no-reply@portal.test>')
    const failure = await sender
      .send({ to: 'reject@newco.com', subject: 'Secret subject', body: 'code 654321' })
      .catch((error: Error) => error)
    sender.close()
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message)).toMatch(/^SMTP delivery failed \(/)
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toMatch(/654321|Secret subject/)
  })
})

describe('the app with SMTP_URL set', () => {
  const lines: string[] = []
  let t: TestApp
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'CRM <crm@portal.test>' },
      logDestination: capture,
    })
  })
  afterAll(() => t.close())

  it('sends e-mail over SMTP instead of keeping it in the outbox', async () => {
    await t.app.mail.send({
      to: 'agent@newco.com',
      subject: 'Activate your account',
      body: 'Open the link 918273',
    })
    expect(smtp.received.at(-1)).toMatchObject({ from: 'crm@portal.test', to: ['agent@newco.com'] })
    expect(smtp.received.at(-1)?.body.trim()).toBe('Open the link 918273')
    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=agent@newco.com' })).json().data
    expect(outbox).toEqual([])
    expect(lines.join('')).not.toContain('918273')
  })
})
