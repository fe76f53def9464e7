import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BADGE_CAP, MESSAGE_TYPES, RESPONSE_CODES, type Announcement } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { messageClient, unreadOf, type MessageClient } from './message-test-kit'

let t: TestApp
let admin: MessageClient
let agent: MessageClient
let noticeTypeId: string
beforeAll(async () => {
  t = await startTestApp()
  admin = messageClient(t.app, await loginAs(t.app, 'admin@demo.com', 'Admin@2026'))
  agent = messageClient(t.app, await loginAs(t.app, 'agent01', 'Agent@2026'))
  noticeTypeId = (await admin.noticeTypes())[0]?.id ?? ''
})
afterAll(() => t.close())

/**
 * Every member's kept counters beside a count of the history by the visibility rule (tenant, account or role
 * audience; delivered, not withdrawn; no read state): any row where they differ.
 */
const countersOffHistory = () =>
  ownerQuery<{ account_id: string; message_type: number }>(
    t.store,
    `SELECT c.account_id, c.message_type, c.unread, c.collected_unread, h.unread AS history_unread,
            h.collected_unread AS history_collected_unread
     FROM message_unread_counts c
     CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE s.read_at IS NULL)::int AS unread,
              count(*) FILTER (WHERE s.read_at IS NULL AND s.collected_at IS NOT NULL)::int AS collected_unread
       FROM messages m
       JOIN tenant_members tm ON tm.tenant_id = c.tenant_id AND tm.account_id = c.account_id
       LEFT JOIN message_states s ON s.message_id = m.id AND s.account_id = c.account_id
       WHERE m.tenant_id = c.tenant_id AND m.message_type = c.message_type
         AND m.delivery_seq IS NOT NULL AND m.withdrawn_at IS NULL
         AND ((m.audience_account_id IS NULL AND m.audience_role_ids IS NULL)
           OR m.audience_account_id = c.account_id OR tm.role_id = ANY (m.audience_role_ids))
     ) h
     WHERE (c.unread, c.collected_unread) <> (h.unread, h.collected_unread)`,
  )

const agentUnread = async () => unreadOf(await agent.counts(), MESSAGE_TYPES.all)

describe('the unread counters', () => {
  it('start equal to the history for every member', async () => {
    expect(await countersOffHistory()).toEqual([])
    expect(await agentUnread()).toBeGreaterThan(0)
  })

  it('stay equal through delivery, read, unread, favourites, mark-all-read and withdrawal', async () => {
    const before = await agentUnread()
    const favourites = async () => unreadOf(await agent.counts(), MESSAGE_TYPES.favourites)
    const favouritesBefore = await favourites()
    const published = await admin.publish({ title: '计数公告', noticeTypeId })
    const { id } = published.json().data as Announcement
    expect(await agentUnread()).toBe(before + 1)
    expect((await agent.remind()).unreadTotal).toBe(Math.min(before + 1, BADGE_CAP + 1))
    expect(await countersOffHistory()).toEqual([])

    await agent.call('PUT', `/api/v1/message/collection/${id}`, { isCollection: true })
    expect(await favourites()).toBe(favouritesBefore + 1)
    await agent.call('PUT', `/api/v1/message/read/${id}`, { isRead: true })
    expect(await agentUnread()).toBe(before)
    expect(await favourites()).toBe(favouritesBefore)
    await agent.call('PUT', `/api/v1/message/read/${id}`, { isRead: true })
    expect(await agentUnread()).toBe(before)
    await agent.call('PUT', `/api/v1/message/read/${id}`, { isRead: false })
    expect(await agentUnread()).toBe(before + 1)
    expect(await countersOffHistory()).toEqual([])

    await agent.call('PUT', '/api/v1/message/all/read', { messageType: MESSAGE_TYPES.favourites })
    expect(await favourites()).toBe(0)
    expect(await countersOffHistory()).toEqual([])
    expect(await agentUnread()).toBe(before - favouritesBefore)
    await agent.call('PUT', `/api/v1/message/read/${id}`, { isRead: false })
    expect(await countersOffHistory()).toEqual([])

    expect(await agentUnread()).toBe(before - favouritesBefore + 1)
    expect((await admin.call('DELETE', `/api/v1/enterpriseNotice/${id}`)).json().code).toBe(RESPONSE_CODES.OK)
    expect(await agentUnread()).toBe(before - favouritesBefore)
    expect(await countersOffHistory()).toEqual([])

    await agent.call('PUT', '/api/v1/message/all/read', { messageType: MESSAGE_TYPES.all })
    expect(await agentUnread()).toBe(0)
    expect((await agent.remind()).unreadTotal).toBe(0)
    expect(await countersOffHistory()).toEqual([])
  })

  it('count a member again when the role changes', async () => {
    await ownerQuery(
      t.store,
      `UPDATE tenant_members SET role_id = (SELECT id FROM roles r WHERE r.tenant_id = tenant_members.tenant_id
                                            AND r.code = 'administrator')
       WHERE account_id = (SELECT id FROM staff_accounts WHERE employee_no = 'agent01')`,
    )
    expect(await countersOffHistory()).toEqual([])
    await ownerQuery(
      t.store,
      `UPDATE tenant_members SET role_id = (SELECT id FROM roles r WHERE r.tenant_id = tenant_members.tenant_id
                                            AND r.code = 'agent')
       WHERE account_id = (SELECT id FROM staff_accounts WHERE employee_no = 'agent01')`,
    )
    expect(await countersOffHistory()).toEqual([])
  })
})
