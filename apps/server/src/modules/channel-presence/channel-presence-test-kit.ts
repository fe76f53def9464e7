import { expect } from 'vitest'
import { channelPresencePush, type ChannelPresence } from '@portal/contract'
import { ownerQuery } from '../../../test/owner-query'
import type { TestApp } from '../../../test/test-app'
import type { CtiClient } from '../telephony/test-support/telephony-test-kit'

/** The header item's choice of a channel's status, answered as it is (the caller checks the code). */
export const choose = (client: CtiClient, channel: string, status: string) =>
  client.call('POST', `/api/v1/channel/${channel}/status?locale=zh-CN`, { status })

/** The caller's presences, as the header reads them. */
export const presences = (client: CtiClient) =>
  client.ok<{ channels: ChannelPresence[] }>('GET', '/api/v1/channel/status')

/** Takes `code` from every role of the demo tenant (as the owner), so its holders lose it. */
export const withdraw = (t: TestApp, code: string) =>
  ownerQuery(t.store, `DELETE FROM role_permissions WHERE permission_code = $1`, [code])

/** The stored status of each channel of an account, by its e-mail or employee number (past row-level security). */
export async function storedStatuses(t: TestApp, login: string): Promise<Record<string, string>> {
  const rows = await ownerQuery<{ channel: string; status: string }>(
    t.store,
    `SELECT p.channel, p.status FROM channel_presences p JOIN staff_accounts a ON a.id = p.account_id
     WHERE $1 IN (a.email, a.employee_no) ORDER BY p.channel`,
    [login],
  )
  return Object.fromEntries(rows.map((row) => [row.channel, row.status]))
}

/** Opens a push socket as the client's page and keeps every channel presence pushed to it. */
export async function watchPresences(t: TestApp, client: CtiClient) {
  const socket = await t.app.injectWS('/ws', {
    headers: { cookie: client.cookie, origin: 'http://localhost', host: 'localhost' },
    socket: {} as never,
  })
  const pushed: ChannelPresence[] = []
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; presence?: ChannelPresence }
    if (frame.type === channelPresencePush.type && frame.presence) pushed.push(frame.presence)
  })
  await expect.poll(() => [...t.app.pushRecipients()].length).toBeGreaterThan(0)
  return { pushed, close: () => socket.terminate() }
}
