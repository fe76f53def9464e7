import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_ATTACHMENT_MAX_BYTES, RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { headerValue, startSmtpServer } from '../../../test/smtp-test-server'
import { mimeParts } from '../../../test/mime-parts'
import { ownerQuery } from '../../../test/owner-query'
import { mailSenderClient, type MailSenderClient } from './mail-sender-test-kit'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let t: TestApp
let agent: MailSenderClient
beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@demo.test>' } })
  agent = await mailSenderClient(t.app)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const mail = (extra: object = {}) => ({
  to: ['ms.li@customer.test'],
  cc: ['boss@customer.test'],
  subject: 'Your contract',
  bodyHtml: '<p>Dear <strong>Ms Li</strong>,</p><p>the contract is attached.<script>alert(1)</script></p>',
  ...extra,
})
const customerOf = async (tenantName: string) =>
  (
    await ownerQuery<{ id: string }>(
      t.store,
      `SELECT c.id FROM customers c JOIN tenants t ON t.id = c.tenant_id WHERE t.name_en = $1 LIMIT 1`,
      [tenantName],
    )
  )[0]?.id ?? ''
const sentCount = async () =>
  Number((await ownerQuery<{ n: string }>(t.store, 'SELECT count(*) AS n FROM sent_emails'))[0]?.n)

describe('the e-mail sender', () => {
  it('sends an HTML e-mail with its text alternative, a copy and an attachment over SMTP, and records it as sent', async () => {
    const pdf = Buffer.from('%PDF-1.4 the signed contract')
    const uploaded = (await agent.upload('contract.pdf', 'application/pdf', pdf)).json()
    expect(uploaded).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { fileName: 'contract.pdf', size: pdf.length },
    })
    const customerId = await customerOf('Demo Co.')
    const response = await agent.send(mail({ attachmentIds: [uploaded.data.attachmentId], customerId }))
    expect(response.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { status: 'sent', failureReason: null, customerId, attachmentCount: 1 },
    })

    const received = smtp.received.at(-1)
    expect(received).toMatchObject({
      from: 'portal@demo.test',
      to: ['ms.li@customer.test', 'boss@customer.test'],
    })
    expect(headerValue(received?.headers ?? '', 'Cc')).toBe('boss@customer.test')
    expect(headerValue(received?.headers ?? '', 'Subject')).toBe('Your contract')
    const parts = mimeParts(received?.headers ?? '', received?.body ?? '')
    const byType = (type: string) => parts.find((part) => part.contentType.startsWith(type))
    expect(byType('text/plain')?.body.replace(/\r\n/g, '\n').trim()).toBe(
      'Dear Ms Li,\n\nthe contract is attached.',
    )
    expect(byType('text/html')?.body).toBe(
      '<p>Dear <strong>Ms Li</strong>,</p><p>the contract is attached.</p>',
    )
    expect(byType('application/pdf')).toMatchObject({ body: pdf.toString() })
    expect(byType('application/pdf')?.disposition).toMatch(/attachment; filename=contract\.pdf/)

    const list = (await agent.list()).json().data
    expect(list.items[0]).toMatchObject({
      id: response.json().data.id,
      subject: 'Your contract',
      status: 'sent',
    })
    const detail = (await agent.detail(response.json().data.id)).json().data
    expect(detail).toMatchObject({ to: ['ms.li@customer.test'], cc: ['boss@customer.test'], customerId })
    expect(detail.bodyHtml).not.toContain('script')
    expect(detail.attachments).toEqual([
      expect.objectContaining({ fileName: 'contract.pdf', size: pdf.length }),
    ])
    const download = await agent.download(uploaded.data.attachmentId)
    expect(download.rawPayload.toString()).toBe(pdf.toString())
  })

  it('records a failed send with its reason code and tells the agent why in their language', async () => {
    const response = await agent.send(mail({ to: ['reject@customer.test'], cc: [] }))
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '邮件发送失败：收件人被邮件服务器拒绝',
    })
    const detail = (await agent.detail(response.json().data.id)).json().data
    expect(detail).toMatchObject({ status: 'failed', failureReason: 'recipientRejected' })

    // The server took it for the copy only: still a failure the agent must see.
    const partly = await agent.send(mail({ to: ['reject-2@customer.test'], cc: ['boss@customer.test'] }))
    expect(partly.json().message).toBe('邮件发送失败：收件人被邮件服务器拒绝')
    expect((await agent.detail(partly.json().data.id)).json().data.failureReason).toBe('recipientRejected')
  })

  it('refuses bad input with a clear message and records nothing', async () => {
    const before = await sentCount()
    const cases: [object, string][] = [
      [{ to: [] }, '请输入收件人'],
      [{ to: ['not-an-address'] }, '邮箱格式不正确'],
      [{ cc: ['boss@'] }, '邮箱格式不正确'],
      [{ subject: '  ' }, '请输入邮件主题'],
      [{ subject: 'x'.repeat(201) }, '邮件主题不能超过200个字符'],
      [{ bodyHtml: '<p></p>' }, '请输入邮件正文'],
      [{ bodyHtml: '<script>alert(1)</script><style>p{}</style>' }, '请输入邮件正文'],
      [{ attachmentIds: ['00000000-0000-4000-8000-000000000000'] }, '附件不存在或已发送，请重新上传'],
    ]
    for (const [change, message] of cases) {
      const response = await agent.send(mail(change))
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      })
    }
    expect(await sentCount()).toBe(before)
  })

  it('refuses an attachment too large, of a type not on the list, or named unlike its type, and too much in all', async () => {
    const refused = async (name: string, type: string, size: number) =>
      (await agent.upload(name, type, Buffer.alloc(size, 1))).json().message
    expect(await refused('big.pdf', 'application/pdf', MAIL_ATTACHMENT_MAX_BYTES + 1)).toBe(
      '单个附件不能超过10MB',
    )
    expect(await refused('tool.exe', 'application/x-msdownload', 10)).toBe('不支持该附件类型')
    expect(await refused('page.pdf', 'text/html', 10)).toBe('不支持该附件类型')
    expect(await refused('invoice.exe', 'application/pdf', 10)).toBe('不支持该附件类型')

    const ids: string[] = []
    for (const name of ['a.zip', 'b.zip', 'c.zip']) {
      const response = await agent.upload(name, 'application/zip', Buffer.alloc(9 * 1024 * 1024, 2))
      ids.push(response.json().data.attachmentId)
    }
    const tooMuch = await agent.send(mail({ attachmentIds: ids }))
    expect(tooMuch.json().message).toBe('附件合计不能超过25MB')
  })

  it("refuses another tenant's customer as if it did not exist", async () => {
    const response = await agent.send(mail({ customerId: await customerOf('Second Co.') }))
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('客户不存在')
  })

  it('shows each agent only their own e-mails', async () => {
    const admin = await mailSenderClient(t.app, 'admin@demo.com', 'Admin@2026')
    const own = (await agent.list()).json().data.items as { id: string }[]
    expect(own.length).toBeGreaterThan(0)
    expect((await admin.list()).json().data.items).toEqual([])
    expect((await admin.detail(own[0]?.id ?? '')).statusCode).toBe(404)
  })

  it('needs the code email.single for every call', async () => {
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'email.single'
       AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    const denied = await mailSenderClient(t.app)
    for (const response of [
      await denied.send(mail()),
      await denied.list(),
      await denied.upload('a.txt', 'text/plain', Buffer.from('x')),
    ])
      expect(response.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})

describe('the e-mail sender without an SMTP server', () => {
  it('keeps the e-mail in the demo outbox, once per recipient and copy, and records it as sent', async () => {
    const embedded = await startTestApp()
    try {
      const client = await mailSenderClient(embedded.app)
      const response = await client.send(mail())
      expect(response.json().data).toMatchObject({ status: 'sent' })
      const outbox = (
        await embedded.app.inject({ method: 'GET', url: '/dev/outbox?to=boss@customer.test' })
      ).json()
      expect(outbox.data[0]).toMatchObject({
        subject: 'Your contract',
        body: 'Dear Ms Li,\n\nthe contract is attached.',
      })
    } finally {
      await embedded.close()
    }
  })

  it('records a mail server out of reach as a connection failure, never with the SMTP password', async () => {
    const lines: string[] = []
    const unreachable = await startTestApp({
      env: { SMTP_URL: 'smtp://mailer:S3cret-Pw@127.0.0.1:1' },
      logDestination: { write: (line: string) => void lines.push(line) },
    })
    try {
      const client = await mailSenderClient(unreachable.app)
      const response = await client.send(mail())
      expect(response.json().message).toBe('邮件发送失败：无法连接邮件服务器')
      const rows = await ownerQuery(unreachable.store, 'SELECT * FROM sent_emails')
      expect(rows).toEqual([expect.objectContaining({ status: 'failed', failure_reason: 'connection' })])
      expect(JSON.stringify(rows) + lines.join('')).not.toContain('S3cret-Pw')
    } finally {
      await unreachable.close()
    }
  })
})
