import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CALL_CENTRE_PATH, MESSAGES, RESPONSE_CODES, type CtiState } from '@portal/contract'
import { loginAs } from '../../../../test/login-helpers'
import { ownerQuery } from '../../../../test/owner-query'
import { useTwoProcesses } from '../../../../test/two-processes'
import { openCtiPushes } from '../test-support/cti-push-kit'
import { ctiClient } from '../test-support/telephony-test-kit'
import { seedScaleAgents } from '../test-support/telephony-scale-kit'

// Issue 27 part 8: a queue's rules saved on the queues page through one server process apply on the other at once,
// to the next call it offers and to the calls already waiting (each change reads the group's rules afresh).
const processes = useTwoProcesses()
const queuesUrl = `${CALL_CENTRE_PATH}/queues`

type QueueItem = { id: string; name: string } & Record<string, unknown>

/** The tenant's administrator (signed in once: a second sign-in ends the first) on the queues page of one process. */
function queuesPageOn(via: FastifyInstance, cookie: string) {
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await via.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
    expect(response.json().code, `${method} ${url}: ${response.body}`).toBe(RESPONSE_CODES.OK)
    return response.json().data
  }
  return {
    create: async (form: object): Promise<QueueItem> => send('POST', queuesUrl, form),
    /** Saves the group as the page does: its whole form, members included, with `changes` made. */
    change: async (name: string, changes: object): Promise<QueueItem> => {
      const items: QueueItem[] = await send('GET', queuesUrl)
      const item = items.find((found) => found.name === name)
      if (!item) throw new Error(`no skill group ${name}`)
      return send('PUT', `${queuesUrl}/${item.id}`, { ...item, ...changes })
    },
  }
}

type Row = {
  status: string
  result: string | null
  missed_by: string[]
  ring_seconds: number | null
  waited_seconds: number | null
  heard: { text: string }[]
}
const recordsOf = (callIds: string[]) =>
  ownerQuery<Row & { call_id: string }>(
    processes.first.store,
    `SELECT call_id, status, result, missed_by, caller_heard AS heard,
       extract(epoch FROM ring_deadline - offered_at)::float8 AS ring_seconds,
       extract(epoch FROM ended_at - queue_entered_at)::float8 AS waited_seconds
     FROM call_records WHERE call_id = ANY ($1) ORDER BY call_id`,
    [callIds],
  )
const recordOf = async (callId: string) => (await recordsOf([callId]))[0] as Row

const isRinging = (callId: string) => (state: CtiState) =>
  state.call?.callId === callId && state.call.callStatus === 'INBOUND_WAITING_FOR_ANSWER'

describe("a queue's rules saved on one process", () => {
  it('ring the next call the other process offers for the new ring timeout, not the old', async () => {
    const { first, second } = processes
    const adminCookie = await loginAs(first, 'admin@demo.com', 'Admin@2026')
    const page = queuesPageOn(first, adminCookie)
    const caller = ctiClient(second, adminCookie)
    const { id: skillGroupId } = await page.create({ name: '扩容振铃组', ringTimeoutSeconds: 60 })
    const [login = ''] = await seedScaleAgents(first.store, 1, {
      prefix: 'ringout',
      skillGroup: '扩容振铃组',
    })
    const agentCookie = await loginAs(second, login, 'Agent@2026')
    const agent = ctiClient(second, agentCookie)
    const { accountId } = (await agent.state()).agent
    const agentPage = await openCtiPushes(second, agentCookie, accountId)
    await agent.signIn()
    await agent.choose(3)

    // The second process offers a call by the group's rules as they stand: it would ring a minute.
    const before = await caller.ring('13900002001', { skillGroupId })
    await agentPage.next(isRinging(before.callId))
    expect((await recordOf(before.callId)).ring_seconds).toBeCloseTo(60, 0)
    await agent.ok('POST', `/api/v1/demo/call-simulator/${before.callId}/hangup`)
    await agentPage.next((state) => state.call === null)
    await agent.choose(3)

    await page.change('扩容振铃组', { ringTimeoutSeconds: 5 })
    const placedAt = Date.now()
    const after = await caller.ring('13900002002', { skillGroupId })
    await agentPage.next(isRinging(after.callId))
    expect((await recordOf(after.callId)).ring_seconds).toBeCloseTo(5, 0)
    await agentPage.next((state) => state.call === null && state.agent.systemState === 'AWAY')
    // Rung out by a timer of either process: not before the new five seconds, long before the old minute.
    const rangOutAfter = (Date.now() - placedAt) / 1000
    expect(rangOutAfter).toBeGreaterThanOrEqual(4.5)
    expect(rangOutAfter).toBeLessThan(15)
    expect(await recordOf(after.callId)).toMatchObject({ status: 'QUEUED', missed_by: [accountId] })
  })

  it('move on the calls already waiting in the queue, placed on the other process, at the new maximum wait', async () => {
    const { first, second } = processes
    const adminCookie = await loginAs(first, 'admin@demo.com', 'Admin@2026')
    const page = queuesPageOn(first, adminCookie)
    const caller = ctiClient(second, adminCookie)
    // Nobody answers this group: its callers wait for as long as they like.
    const { id: skillGroupId } = await page.create({ name: '扩容等待组', overflowAction: 'HANGUP' })
    const waiting = await Promise.all(
      ['13900003001', '13900003002'].map(async (from) => (await caller.ring(from, { skillGroupId })).callId),
    )
    // A call waiting in another queue keeps waiting.
    const [other] = await ownerQuery<{ id: string }>(
      first.store,
      "SELECT id::text FROM skill_groups WHERE name = '售前咨询'",
    )
    const elsewhere = (await caller.ring('13900003003', { skillGroupId: other?.id ?? '' })).callId
    expect((await recordsOf(waiting)).map((row) => row.status)).toEqual(['QUEUED', 'QUEUED'])

    await page.change('扩容等待组', { maxWaitSeconds: 10 })
    await expect
      .poll(async () => (await recordsOf(waiting)).map((row) => row.result), {
        timeout: 20_000,
        interval: 100,
      })
      .toEqual(['noAnswer', 'noAnswer'])
    for (const row of await recordsOf(waiting)) {
      expect(row.heard.map((item) => item.text)).toContain(MESSAGES['zh-CN']['queues.heard.hangup'])
      // Counted from when each entered the queue, before the change.
      expect(row.waited_seconds).toBeGreaterThanOrEqual(10)
      expect(row.waited_seconds).toBeLessThan(15)
    }
    expect((await recordOf(elsewhere)).status).toBe('QUEUED')
  }, 40_000)
})
