import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerQuery } from '../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { beatPresence } from '../../plugins/app/presence/presence-heartbeat'
import { signedInClient } from '../telephony/test-support/telephony-test-kit'
import { choose, presences, storedStatuses, watchPresences, withdraw } from './channel-presence-test-kit'

let t: TestApp

// The silence sweep looks every 20 ms, so a test waits for it no longer than for a page's answer.
beforeAll(async () => {
  t = await startTestApp({ env: { PRESENCE_TICK_MS: '20' } })
})
afterAll(() => t.close())

/** Makes the agent's pages last heard from `seconds` ago (as the owner, past row-level security). */
const lastHeard = (login: string, seconds: number) =>
  ownerQuery(
    t.store,
    `UPDATE channel_presences p SET last_heard_at = now() - make_interval(secs => $2)
     FROM staff_accounts a WHERE a.id = p.account_id AND $1 IN (a.email, a.employee_no)`,
    [login, seconds],
  )

const ALL_OFFLINE = { chat: 'offline', email: 'offline', video: 'offline' }

describe('channel presence going offline', () => {
  it('takes every channel offline when the agent logs out, and tells their open pages', async () => {
    const admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
    await choose(admin, 'chat', 'online')
    await choose(admin, 'email', 'busy')
    await choose(admin, 'video', 'online')
    const page = await watchPresences(t, admin)
    await admin.ok('POST', '/user/logout')
    await expect
      .poll(() => page.pushed.map((presence) => `${presence.channel}:${presence.status}`).sort())
      .toEqual(['chat:offline', 'email:offline', 'video:offline'])
    page.close()
    expect(await storedStatuses(t, 'admin@demo.com')).toEqual(ALL_OFFLINE)
    const again = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
    expect((await presences(again)).channels.map((presence) => presence.status)).toEqual([
      'offline',
      'offline',
      'offline',
    ])
  })

  it('keeps the channels of an agent heard from within the silence limit', async () => {
    const agent = await signedInClient(t, 'agent01', 'Agent@2026')
    await choose(agent, 'chat', 'online')
    await lastHeard('agent01', 25)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await storedStatuses(t, 'agent01')).toMatchObject({ chat: 'online' })
  })

  it('takes every channel offline once no page has been heard from for the silence limit', async () => {
    const agent = await signedInClient(t, 'agent01', 'Agent@2026')
    const admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
    await choose(admin, 'chat', 'online')
    await choose(admin, 'email', 'busy')
    await choose(agent, 'chat', 'online')
    await lastHeard('admin@demo.com', 31)
    await expect.poll(() => storedStatuses(t, 'admin@demo.com')).toEqual(ALL_OFFLINE)
    expect((await presences(admin)).channels.map((presence) => presence.status)).not.toContain('online')
    expect(await storedStatuses(t, 'agent01')).toMatchObject({ chat: 'online' })
    await choose(agent, 'chat', 'offline')
  })

  it('counts an agent with an open page as heard from at each heartbeat', async () => {
    const agent = await signedInClient(t, 'agent01', 'Agent@2026')
    await choose(agent, 'chat', 'online')
    const page = await watchPresences(t, agent)
    await lastHeard('agent01', 25)
    await beatPresence(t.app)
    const [heard] = await ownerQuery<{ seconds: number }>(
      t.store,
      `SELECT extract(epoch FROM now() - p.last_heard_at)::float AS seconds FROM channel_presences p
       JOIN staff_accounts a ON a.id = p.account_id WHERE a.employee_no = 'agent01' AND p.channel = 'chat'`,
    )
    expect(heard?.seconds).toBeLessThan(5)
    page.close()
    await choose(agent, 'chat', 'offline')
  })

  it('clears a channel whose code was withdrawn the next time the agent reads or changes a status', async () => {
    const agent = await signedInClient(t, 'agent01', 'Agent@2026')
    const admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
    await choose(agent, 'chat', 'online')
    await choose(admin, 'chat', 'online')
    const page = await watchPresences(t, agent)
    await withdraw(t, 'online_ability')

    await expect
      .poll(async () => (await presences(agent)).channels.map((presence) => presence.channel))
      .not.toContain('chat')
    expect(await storedStatuses(t, 'agent01')).toMatchObject({ chat: 'offline' })
    await expect.poll(() => page.pushed.at(-1)).toMatchObject({ channel: 'chat', status: 'offline' })
    page.close()

    // The administrator only changes another channel: that clears chat too (once this process hears of the change).
    await expect
      .poll(async () => {
        await choose(admin, 'email', 'busy')
        return storedStatuses(t, 'admin@demo.com')
      })
      .toMatchObject({ chat: 'offline', email: 'busy' })
  })
})
