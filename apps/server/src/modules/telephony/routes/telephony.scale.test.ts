import type { FastifyInstance } from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { monitorBoardPush, type CtiState } from '@portal/contract'
import { loginAs } from '../../../../test/login-helpers'
import { watchOfferInvariant } from '../../../../test/offer-invariant-watch'
import { ownerQuery } from '../../../../test/owner-query'
import { openPushPage } from '../../../../test/push-page'
import { useTwoProcesses } from '../../../../test/two-processes'
import { openCtiPushes, type CtiPushes } from '../test-support/cti-push-kit'
import { ctiClient, type CtiClient } from '../test-support/telephony-test-kit'
import { seedScaleAgents } from '../test-support/telephony-scale-kit'

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

type ScaleAgent = { accountId: string; page: CtiPushes; client: CtiClient }

/** Signs the agents in, alternately through each process (their page on it too), and makes them READY. */
async function readyAgents(logins: readonly string[]): Promise<ScaleAgent[]> {
  const agents: ScaleAgent[] = []
  for (const [index, login] of logins.entries()) {
    const via = index % 2 === 0 ? processes.first : processes.second
    const signedIn = await person(login, 'Agent@2026', via)
    agents.push({
      accountId: signedIn.accountId,
      page: await openCtiPushes(via, signedIn.cookie, signedIn.accountId),
      client: index % 2 === 0 ? signedIn.onFirst : signedIn.onSecond,
    })
  }
  await Promise.all(
    agents.map(async ({ client }) => {
      await client.signIn()
      await client.choose(3)
    }),
  )
  // Nobody else is ready: every call goes to these agents.
  const others = await ownerQuery<{ n: number }>(
    processes.first.store,
    `SELECT count(*)::int AS n FROM cti_agents WHERE system_state = 'READY' AND NOT (account_id = ANY ($1::uuid[]))`,
    [agents.map((agent) => agent.accountId)],
  )
  expect(others[0]?.n).toBe(0)
  return agents
}

/** Customers call a skill group all at once, half through each process. */
async function placeCalls(skillGroup: string, count: number): Promise<string[]> {
  const caller = await person('admin@demo.com', 'Admin@2026', processes.first)
  const groups = await caller.onFirst.ok<{ id: string; name: string }[]>('GET', '/api/v1/speech/skill-groups')
  const skillGroupId = groups.find((group) => group.name === skillGroup)?.id ?? ''
  const placed = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const via = index % 2 === 0 ? caller.onFirst : caller.onSecond
      return via.ring(`139${String(Date.now() + index).slice(-8)}`, { skillGroupId })
    }),
  )
  return placed.map((call) => call.callId)
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

  it('tells a supervisor whose page is on one process that the board changed on the other', async () => {
    const { first, second } = processes
    const agent = await person('agent01', 'Agent@2026', first)
    const admin = await person('admin@demo.com', 'Admin@2026', second)
    const supervisorPage = await openPushPage(second, admin.cookie, admin.accountId)
    const notices = () => supervisorPage.frames.filter((frame) => frame.type === monitorBoardPush.type).length
    await agent.onFirst.signIn()
    const before = notices()
    await agent.onFirst.choose(3)
    await expect.poll(notices, { timeout: 5000, interval: 20 }).toBeGreaterThan(before)
    await agent.onFirst.ok('POST', '/api/v1/speech/staff/logout')
  })

  it('offers each of many concurrent calls to one agent at a time, never two calls to one agent, and rings them on without doubling', async () => {
    const { first } = processes
    const agentCount = 8
    const callCount = 6
    await ownerQuery(
      first.store,
      `UPDATE cti_settings SET ring_timeout_seconds = 1
       WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    )
    const agents = await readyAgents(
      await seedScaleAgents(first.store, agentCount, { prefix: 'scale', skillGroup: '售前咨询' }),
    )

    const watch = watchOfferInvariant(first.store)
    onTestFinished(() => watch.stop().then(() => undefined))
    const callIds = await placeCalls('售前咨询', callCount)

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

  it('answers a queue longer than its agents one call after another as each call ends, every call by one agent once', async () => {
    const { first } = processes
    const callCount = 10
    await ownerQuery(
      first.store,
      `UPDATE cti_settings SET auto_answer = true, acw_seconds = 1
       WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    )
    const agents = await readyAgents(
      await seedScaleAgents(first.store, 4, { prefix: 'queue', skillGroup: '售后服务' }),
    )
    const watch = watchOfferInvariant(first.store)
    onTestFinished(() => watch.stop().then(() => undefined))
    const callIds = await placeCalls('售后服务', callCount)

    // Each agent hangs up, through their own process, every call that reaches them; whichever process's timer
    // finds it first ends their after-call work a second later and gives them the next waiting call.
    const handledBy = new Map<string, string>()
    const latest = (page: CtiPushes) =>
      page.states.reduce<CtiState | undefined>(
        (last, state) => (last && last.version > state.version ? last : state),
        undefined,
      )
    const deadline = Date.now() + 20_000
    await Promise.all(
      agents.map(async ({ accountId, page, client }) => {
        while (handledBy.size < callCount && Date.now() < deadline) {
          const call = latest(page)?.call
          if (call?.callStatus === 'INBOUND_ACTIVE' && !handledBy.has(call.callId)) {
            handledBy.set(call.callId, accountId)
            await client.act(call.callId, 'hangup')
          } else await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }),
    )
    expect([...handledBy.keys()].sort()).toEqual([...callIds].sort())
    expect(await watch.stop()).toEqual([])
    const calls = await ownerQuery<{
      call_id: string
      status: string
      result: string
      agent_account_id: string
    }>(
      first.store,
      'SELECT call_id, status, result, agent_account_id FROM call_records WHERE call_id = ANY ($1)',
      [callIds],
    )
    for (const call of calls)
      expect(call, call.call_id).toMatchObject({
        status: 'INBOUND_NOT_ACTIVE',
        result: 'answered',
        agent_account_id: handledBy.get(call.call_id),
      })
  }, 60_000)
})
