import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { monitorBoardPush, type PushFrame } from '@portal/contract'
import { loginAs } from '../../../../test/login-helpers'
import { ownerQuery } from '../../../../test/owner-query'
import { openPushPage } from '../../../../test/push-page'
import { BOARD_NOTICE_WINDOW_MS } from './monitor-board-notices'
import type { TestApp } from '../../../../test/test-app'
import {
  resetAgents,
  startTelephonyDemo,
  callStatusOf,
  type CtiClient,
} from '../test-support/telephony-test-kit'

type Board = {
  agents: {
    accountId: string
    systemState: string
    call: { callId: string; endedAt: string | null } | null
  }[]
  queues: { name: string; waiting: number }[]
}
type Page = { frames: PushFrame[] }

let t: TestApp
let agent: CtiClient
let admin: CtiClient
let agentId: string
/** Pages open all along: the Demo Co. supervisor's, agent01's (no speech.monitor), Second Co.'s supervisor's. */
let supervisorPage: Page
let agentPage: Page
let otherTenantPage: Page

const notices = (page: Page) => page.frames.filter((frame) => frame.type === monitorBoardPush.type).length
const board = () => admin.ok<Board>('GET', '/api/v1/speech/monitor/board')

/** Runs `work` and waits for the supervisor's next board notice; gives the board read after it. */
async function noticeAfter(work: () => Promise<unknown>): Promise<Board> {
  const before = notices(supervisorPage)
  await work()
  await expect.poll(() => notices(supervisorPage), { timeout: 5000, interval: 20 }).toBeGreaterThan(before)
  return board()
}

/** multi@demo.com is an agent of Second Co. too: there their role gets speech.monitor, so they supervise it. */
async function signInSecondCoSupervisor() {
  const [second] = await ownerQuery<{ id: string; multi: string }>(
    t.store,
    `WITH tenant AS (SELECT id FROM tenants WHERE code = 'second'),
     granted AS (INSERT INTO role_permissions (tenant_id, role_id, permission_code)
       SELECT r.tenant_id, r.id, 'speech.monitor' FROM roles r, tenant WHERE r.tenant_id = tenant.id
       ON CONFLICT DO NOTHING)
     SELECT tenant.id::text, (SELECT id::text FROM staff_accounts WHERE email = 'multi@demo.com') AS multi FROM tenant`,
  )
  if (!second) throw new Error('no Second Co.')
  const cookie = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second.id)
  return openPushPage(t.app, cookie, second.multi)
}

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ ring_timeout_seconds: 5 }))
  await resetAgents(agent, admin)
  agentId = (await agent.state()).agent.accountId
  supervisorPage = await openPushPage(t.app, admin.cookie, (await admin.state()).agent.accountId)
  agentPage = await openPushPage(t.app, agent.cookie, agentId)
  otherTenantPage = await signInSecondCoSupervisor()
})
afterAll(() => t.close())

describe("the supervisor's monitor board notices", () => {
  it('tells the supervisor when an agent changes status, and the board they read shows it', async () => {
    const ready = await noticeAfter(() => agent.choose(3))
    expect(ready.agents.find((row) => row.accountId === agentId)?.systemState).toBe('READY')
    const notReady = await noticeAfter(() => agent.choose(4))
    expect(notReady.agents.find((row) => row.accountId === agentId)?.systemState).not.toBe('READY')
  })

  it('tells the supervisor when a call enters a queue and when its caller hangs up there', async () => {
    let callId = ''
    const queued = await noticeAfter(async () => {
      ;({ callId } = await agent.ring('13900001111'))
    })
    expect(queued.queues.reduce((sum, queue) => sum + queue.waiting, 0)).toBe(1)
    // A queued call is nobody's own: the supervisor of its group may end it, an agent may not (issue 25).
    const gone = await noticeAfter(() => admin.ok('POST', `/api/v1/demo/call-simulator/${callId}/hangup`))
    expect(gone.queues.every((queue) => queue.waiting === 0)).toBe(true)
  })

  it("tells the supervisor when an agent's call is answered and when it ends", async () => {
    await agent.choose(3)
    const { callId } = await agent.ring('13900002222', { accountId: agentId })
    await agent.act(callId, 'answer')
    await agent.until((state) => callStatusOf(state) === 'INBOUND_ACTIVE')
    await expect
      .poll(async () => (await board()).agents.find((row) => row.accountId === agentId)?.call?.callId)
      .toBe(callId)
    const ended = await noticeAfter(() => agent.act(callId, 'hangup'))
    // The ended call stays the agent's through after-call work; the board shows it ended.
    expect(ended.agents.find((row) => row.accountId === agentId)?.call?.endedAt).toEqual(expect.any(String))
    await resetAgents(agent)
  })

  it('coalesces a burst of changes into a few notices', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const before = notices(supervisorPage)
    const started = Date.now()
    for (let i = 0; i < 10; i += 1) await agent.choose(i % 2 === 0 ? 3 : 4)
    const windows = Math.ceil((Date.now() - started) / BOARD_NOTICE_WINDOW_MS)
    await new Promise((resolve) => setTimeout(resolve, 400))
    const heard = notices(supervisorPage) - before
    expect(heard).toBeGreaterThan(0)
    expect(heard).toBeLessThanOrEqual(Math.min(windows + 1, 9))
  })
})

describe('who is not told', () => {
  it("told neither agent01 (no speech.monitor) nor Second Co.'s supervisor of any of the above", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(notices(supervisorPage)).toBeGreaterThan(5)
    expect(notices(agentPage)).toBe(0)
    expect(notices(otherTenantPage)).toBe(0)
  })
})
