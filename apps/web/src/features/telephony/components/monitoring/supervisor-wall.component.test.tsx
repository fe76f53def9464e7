import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { pushToPage } from '../../test-support/page-push-stub'
import { renderTelephony } from '../../test-support/render-telephony'
import { stubApi } from '@/test-support/stub-api'
import { SupervisorWall } from './supervisor-wall'

vi.mock('@/lib/push/page-push-client', () => import('../../test-support/page-push-stub'))

const SINCE = new Date(Date.now() - 65_000).toISOString()
const onCall = ctiStateFixture({
  call: { callId: 'call-7', agentAccountId: 'u2', agentName: '张坐席', phoneNumber: '139****1111' },
}).call
const boardWith = (systemState: string) => ({
  agents: [
    {
      accountId: 'u2',
      name: '张坐席',
      systemState: 'READY',
      restReason: null,
      stateSince: SINCE,
      call: onCall,
    },
    {
      accountId: 'u3',
      name: '赵坐席',
      systemState,
      restReason: systemState === 'AWAY' ? '午餐' : null,
      stateSince: SINCE,
      call: null,
    },
    {
      accountId: 'u4',
      name: '钱坐席',
      systemState: 'OFFLINE',
      restReason: null,
      stateSince: null,
      call: null,
    },
  ],
  queues: [{ skillGroupId: 'g1', name: '售前咨询', waiting: 2, readyAgents: 1, longestWaitSince: SINCE }],
})

describe("the supervisor's live view", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows each queue and agent with the time they have been so, and reads again on a board push', async () => {
    let board = boardWith('AWAY')
    const calls = stubApi({
      'GET /api/v1/speech/agent/info': () => ({ data: ctiStateFixture({ call: null }) }),
      'GET /api/v1/speech/monitor/board': () => ({ data: board }),
    })
    renderTelephony(<SupervisorWall />, ['speech_ability', 'speech.monitor'])
    const queue = await screen.findByRole('listitem', { name: '售前咨询' })
    expect(within(queue).getByText('排队 2')).toBeTruthy()
    expect(within(queue).getByText(/最长等待 01:0\d/)).toBeTruthy()
    const rows = screen.getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('坐席'),
      expect.stringMatching(/张坐席通话中01:0\d139\*{4}1111/),
      expect.stringMatching(/赵坐席小休 · 午餐01:0\d—/),
      expect.stringContaining('钱坐席离线—'),
    ])
    expect(screen.getByRole('button', { name: '监听 张坐席 的通话' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '设置状态：钱坐席' })).toBeNull()

    board = boardWith('NOT_READY')
    const reads = calls.filter((call) => call.path === '/api/v1/speech/monitor/board').length
    pushToPage({ type: 'MONITOR_BOARD', payload: {} } as never)
    await screen.findByText('挂起')
    expect(calls.filter((call) => call.path === '/api/v1/speech/monitor/board').length).toBe(reads + 1)
  })

  it("sets an agent's status from their row", async () => {
    const calls = stubApi({
      'GET /api/v1/speech/agent/info': () => ({ data: ctiStateFixture({ call: null }) }),
      'GET /api/v1/speech/monitor/board': () => ({ data: boardWith('AWAY') }),
      'GET /api/v1/speech/rest/labels': () => ({ data: [] }),
      'POST /api/v1/speech/monitor/agent/status': () => ({ data: null }),
    })
    renderTelephony(<SupervisorWall />, ['speech_ability', 'speech.monitor'])
    await userEvent.click(await screen.findByRole('button', { name: '设置状态：赵坐席' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '接线' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/monitor/agent/status')?.body).toEqual({
        accountId: 'u3',
        status: 3,
      }),
    )
  })
})
