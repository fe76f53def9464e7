import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { ownerQuery } from '../../../test/owner-query'
import { INTERRUPTED_MAIL_AFTER_SECONDS, sweepInterruptedMail } from './interrupted-mail-sweep'
import { mailSenderClient, type MailSenderClient } from './mail-sender-test-kit'

let t: TestApp
let agent: MailSenderClient
beforeAll(async () => {
  t = await startTestApp()
  agent = await mailSenderClient(t.app)
})
afterAll(() => t.close())

/** An e-mail the agent sent, put back as a dead process would leave it: 'sending', started `ageSeconds` ago. */
const leftSending = async (subject: string, ageSeconds: number, attachmentIds: string[] = []) => {
  const sent = await agent.send({
    to: ['ms.li@customer.test'],
    subject,
    bodyHtml: '<p>Hi</p>',
    attachmentIds,
  })
  const id: string = sent.json().data.id
  await ownerQuery(
    t.store,
    `UPDATE sent_emails SET status = 'sending', failure_reason = NULL, finished_at = NULL,
       created_at = now() - make_interval(secs => $2) WHERE id = $1`,
    [id, ageSeconds],
  )
  return id
}

const statusOf = async (id: string) =>
  (
    await ownerQuery<{ status: string; failure_reason: string | null }>(
      t.store,
      'SELECT status, failure_reason FROM sent_emails WHERE id = $1',
      [id],
    )
  )[0]

describe('an e-mail a stopped server left sending', () => {
  it('is marked failed, interrupted, after the bound, keeping its content and attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4 the signed contract')
    const uploaded = (await agent.upload('contract.pdf', 'application/pdf', pdf)).json().data
    const old = await leftSending('Your contract', INTERRUPTED_MAIL_AFTER_SECONDS + 60, [
      uploaded.attachmentId,
    ])

    expect(await sweepInterruptedMail(t.store.db)).toBe(1)

    const detail = (await agent.detail(old)).json().data
    expect(detail).toMatchObject({
      status: 'failed',
      failureReason: 'interrupted',
      subject: 'Your contract',
      bodyHtml: '<p>Hi</p>',
      attachments: [expect.objectContaining({ fileName: 'contract.pdf', size: pdf.length })],
    })
    const listed = (await agent.list()).json().data.items.find((item: { id: string }) => item.id === old)
    expect(listed).toMatchObject({ status: 'failed', failureReason: 'interrupted' })
  })

  it('is left alone while a live send may still be under way', async () => {
    const recent = await leftSending('Still going', INTERRUPTED_MAIL_AFTER_SECONDS - 60)
    expect(await sweepInterruptedMail(t.store.db)).toBe(0)
    expect(await statusOf(recent)).toEqual({ status: 'sending', failure_reason: null })
  })

  it('is found in every tenant, though the sweep runs with none', async () => {
    const [other] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO sent_emails (tenant_id, account_id, to_addresses, subject, body_html, created_at)
       SELECT m.tenant_id, m.account_id, '{a@b.test}', 's', '<p>b</p>', now() - interval '2 days'
       FROM tenant_members m JOIN tenants t ON t.id = m.tenant_id WHERE t.code = 'second' LIMIT 1
       RETURNING id`,
    )
    expect(await sweepInterruptedMail(t.store.db)).toBe(1)
    expect(await statusOf(other?.id ?? '')).toEqual({ status: 'failed', failure_reason: 'interrupted' })
  })

  it('is not swept twice, and a sent or failed e-mail never is', async () => {
    const sent = (await agent.send({ to: ['a@customer.test'], subject: 'Done', bodyHtml: '<p>x</p>' })).json()
    await ownerQuery(t.store, `UPDATE sent_emails SET created_at = now() - interval '2 days' WHERE id = $1`, [
      sent.data.id,
    ])
    expect(await sweepInterruptedMail(t.store.db)).toBe(0)
    expect(await statusOf(sent.data.id)).toEqual({ status: 'sent', failure_reason: null })
  })

  // Last: it stops this file's app.
  it('is marked as soon as the server that comes back on the same data is ready', async () => {
    const id = await leftSending('Before the restart', INTERRUPTED_MAIL_AFTER_SECONDS + 60)
    await t.app.close()
    const after = await buildApp({ config: t.config, store: t.store })
    try {
      await after.ready()
      expect(await statusOf(id)).toEqual({ status: 'failed', failure_reason: 'interrupted' })
    } finally {
      await after.close()
    }
  })
})
