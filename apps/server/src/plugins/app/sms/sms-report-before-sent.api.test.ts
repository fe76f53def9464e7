import { afterAll, beforeAll, expect, it } from 'vitest'
import { ownerQuery } from '../../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { markSmsSent, recordSmsDelivery } from './sms-queue-repository'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// Kannel reports a delivery as soon as the SMSC does, which can be before our send call has returned and marked
// the message sent: the report moves it on, and the sender's mark that follows must still record the provider.
it('keeps the provider of a login code whose delivery report came before the sender marked it sent', async () => {
  const [row] = await ownerQuery<{ id: string }>(
    t.store,
    `INSERT INTO sms_messages (purpose, recipient, body, status, attempts, max_attempts)
     VALUES ('login', '13800000001', '验证码 123456', 'sending', 1, 3) RETURNING id::text`,
  )
  const id = row?.id ?? ''
  expect(await recordSmsDelivery(t.store.db, id, 'delivered')).toBeNull()
  await markSmsSent(t.store.db, id, 'kannel', 'smsc-42')
  const [after] = await ownerQuery(
    t.store,
    'SELECT status, provider, provider_id, body, sent_at IS NOT NULL AS sent FROM sms_messages WHERE id = $1',
    [id],
  )
  expect(after).toEqual({
    status: 'delivered',
    provider: 'kannel',
    provider_id: 'smsc-42',
    body: null,
    sent: true,
  })
})
