import type { FastifyInstance } from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { CtiState } from '@portal/contract'
import { loginAs } from '../../../test/login-helpers'
import { watchOfferInvariant } from '../../../test/offer-invariant-watch'
import { ownerQuery } from '../../../test/owner-query'
import { useTwoProcesses } from '../../../test/two-processes'
import { openCtiPushes, type CtiPushes } from './cti-push-kit'
import { ctiClient, type CtiClient } from './telephony-test-kit'
import { seedScaleAgents } from './telephony-scale-kit'

// Our CTI server run by two server processes on one PostgreSQL and one Redis (demo mode, so the simulator's routes
// are there): a change made through one process reaches the pages held by the other, and the timers both processes
// run never do one piece of work twice.
const processes = useTwoProcesses()

/** One signed-in person, with a CTI client on each process and their account id. */
async function person(login: string, password: string, via: FastifyInstance) {
  const cookie = await loginAs(via, login, password)
  const onFirst = ctiClient(processes.first, cookie)
  const onSecond = ctiClient(processes.second, cookie)
  const { accountId } = (await onFirst.state()).agent
  return { cookie, accountId, onFirst, onSecond }
}

const isRinging = (callId: string) => (state: CtiState) =>
  state.call?.callId === callId && state.call.callStatus === 'INBOUND_WAITING_FOR_ANSWER'

describe('the CTI server on two processes', () => {
  it('rings an agent on one process for a call placed on the other, and carries the answer, listening and hang-up across', async () => {
    const { first, second } = processes
    const agent = await person('agent01', 'Agent@2026', first)
    const admin = await person('admin@demo.com', 'Admin@2026', second)
    const agentPage = await openCtiPushes(first, agent.cookie, agent.accountId)
    const adminPage = await openCtiPushes(second, admin.cookie, admin.accountId)
    await agent.onFirst.signIn()
    await agent.onFirst.choose(3)
    await admin.onSecond.signIn()

    const { callId } = await admin.onSecond.ring('13900001111')
    const ringing = await agentPage.next(isRinging(callId))
    expect(ringing.call?.agentAccountId).toBe(agent.accountId)

    await agent.onSecond.act(callId, 'answer')
    await agentPage.next((state) => state.call?.callStatus === 'INBOUND_ACTIVE')

    const listening = await admin.onFirst.ok('POST', '/api/v1/speech/setMonitorStatus', {
      callId,
      listeningStatus: 'LISTENING',
    })
    expect(listening.agent.systemState).toBe('IN_MONITOR')
    const watched = await agentPage.next((state) => (state.call?.participants.length ?? 0) > 0)
    expect(watched.call?.participants).toEqual([
      { accountId: admin.accountId, name: '管理员', role: 'MONITOR', monitorMode: 'LISTENING' },
    ])
    await adminPage.next((state) => state.call?.callId === callId && state.call.listening)

    await agent.onFirst.act(callId, 'hangup')
    const after = await adminPage.next((state) => state.call === null)
    expect(after.agent.systemState).toBe('NOT_READY')

    // Out of the way of the next test: neither takes calls any more.
    await agent.onSecond.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    await agent.onSecond.ok('POST', '/api/v1/speech/staff/logout')
    await admin.onFirst.ok('POST', '/api/v1/speech/staff/logout')
  })

  it('offers each of many concurrent calls to one agent at a time, never two calls to one agent, and rings them on without doubling', async () => {
    const { first, second } = processes
    const agentCount = 8
    const callCount = 6
    await ownerQuery(
      first.store,
      `UPDATE cti_settings SET ring_timeout_seconds = 1
       WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    )
    const logins = await seedScaleAgents(first.store, agentCount)
    const agents: { accountId: string; page: CtiPushes; client: CtiClient }[] = []
    for (const [index, login] of logins.entries()) {
      const via = index % 2 === 0 ? first : second
      const signedIn = await person(login, 'Agent@2026', via)
      const client = index % 2 === 0 ? signedIn.onFirst : signedIn.onSecond
      agents.push({
        accountId: signedIn.accountId,
        page: await openCtiPushes(via, signedIn.cookie, signedIn.accountId),
        client,
      })
    }
    await Promise.all(
      agents.map(async ({ client }) => {
        await client.signIn()
        await client.choose(3)
      }),
    )
    const others = await ownerQuery<{ n: number }>(
      first.store,
      `SELECT count(*)::int AS n FROM cti_agents WHERE system_state = 'READY' AND NOT (account_id = ANY ($1::uuid[]))`,
      [agents.map((agent) => agent.accountId)],
    )
    expect(others[0]?.n).toBe(0)

    const caller = await person('admin@demo.com', 'Admin@2026', first)
    const groups = await caller.onFirst.ok<{ id: string; name: string }[]>(
      'GET',
      '/api/v1/speech/skill-groups',
    )
    const skillGroupId = groups.find((group) => group.name === '售前咨询')?.id ?? ''
    const watch = watchOfferInvariant(first.store)
    onTestFinished(() => watch.stop().then(() => undefined))
    const placed = await Promise.all(
      Array.from({ length: callCount }, (_, index) => {
        const via = index % 2 === 0 ? caller.onFirst : caller.onSecond
        return via.ring(`1390000${String(index).padStart(4, '0')}`, { skillGroupId })
      }),
    )
    const callIds = placed.map((call) => call.callId)

    // Every agent rings once and lets it ring out (away, busy); every call then waits in the queue.
    for (const { page } of agents)
      await page.next((state) => state.agent.systemState === 'AWAY' && state.call === null)
    const calls = await ownerQuery<{
      call_id: string
      status: string
      agent_account_id: string | null
      missed_by: string[]
    }>(
      first.store,
      'SELECT call_id, status, agent_account_id, missed_by FROM call_records WHERE call_id = ANY ($1)',
      [callIds],
    )
    const violations = await watch.stop()
    expect(violations).toEqual([])

    expect(calls).toHaveLength(callCount)
    expect(calls.map((call) => call.status)).toEqual(calls.map(() => 'QUEUED'))
    // Each call rang someone, and the timers moved each on once per ring-out: every agent missed exactly one.
    expect(calls.every((call) => call.missed_by.length >= 1)).toBe(true)
    expect(calls.every((call) => call.agent_account_id === null)).toBe(true)
    const missed = calls.flatMap((call) => call.missed_by)
    expect([...missed].sort()).toEqual(agents.map((agent) => agent.accountId).sort())

    for (const { accountId, page } of agents) {
      const rang = new Set(page.states.flatMap((state) => (state.call ? [state.call.callId] : [])))
      expect(rang.size, `the calls that rang ${accountId}`).toBe(1)
      const [callId] = rang
      expect(page.states.some(isRinging(callId ?? ''))).toBe(true)
      expect(calls.find((call) => call.call_id === callId)?.missed_by).toContain(accountId)
    }
  }, 60_000)
})
