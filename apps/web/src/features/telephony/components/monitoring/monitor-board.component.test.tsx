import type { CtiState } from '@portal/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { pushToPage } from '../../test-support/page-push-stub'
import { renderTelephony } from '../../test-support/render-telephony'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { TelephonyHeader } from '../header/telephony-header'

beforeAll(loadLazyParts, 60_000)
vi.mock('@/lib/push/page-push-client', () => import('../../test-support/page-push-stub'))

const agentCall = ctiStateFixture({
  call: { callId: 'call-7', agentAccountId: 'u2', agentName: '张坐席' },
}).call
const BOARD = {
  agents: [
    {
      accountId: 'u2',
      name: '张坐席',
      systemState: 'READY',
      restReason: null,
      stateSince: '2026-01-01T02:00:00.000Z',
      call: agentCall,
    },
    {
      accountId: 'u3',
      name: '赵坐席',
      systemState: 'AWAY',
      restReason: null,
      stateSince: '2026-01-01T02:00:00.000Z',
      call: null,
    },
  ],
  queues: [],
}

const renderSupervisor = (
  state: CtiState,
  more: Record<string, (body: unknown) => StubAnswer> = {},
  board: () => typeof BOARD = () => BOARD,
) => {
  const calls = stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    'GET /api/v1/speech/monitor/board': () => ({ data: board() }),
    ...more,
  })
  renderTelephony(<TelephonyHeader />, ['speech_ability', 'speech.monitor'])
  return calls
}

describe('the supervisor monitor', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the agents on calls and starts listening to one', async () => {
    const idle = ctiStateFixture({ version: 1, agent: { accountId: 'boss' } })
    const listening = ctiStateFixture({ version: 2, call: { ...agentCall, listening: true } })
    const calls = renderSupervisor(idle, {
      'POST /api/v1/speech/setMonitorStatus': () => ({ data: listening }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '监控' }))
    const board = await screen.findByRole('region', { name: '正在通话的坐席' })
    expect(within(board).getAllByRole('listitem')).toHaveLength(1)
    await userEvent.click(await within(board).findByRole('button', { name: '监听 张坐席 的通话' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/setMonitorStatus')?.body).toEqual({
        callId: 'call-7',
        listeningStatus: 'LISTENING',
      }),
    )
    expect(await screen.findByRole('button', { name: '电话：监听中' })).toBeTruthy()
    expect(within(board).getByRole('button', { name: '加入 张坐席 的通话' })).toBeTruthy()
    expect(within(board).getByRole('button', { name: '结束监听 张坐席 的通话' })).toBeTruthy()
  })

  it('shows the listened call in the widget with its tag, and joins it', async () => {
    const listening = ctiStateFixture({ version: 2, call: { ...agentCall, listening: true } })
    const calls = renderSupervisor(listening, {
      'POST /api/v1/speech/monitor/join': () => ({
        data: ctiStateFixture({ version: 3, call: { ...agentCall, listening: true, joining: true } }),
      }),
    })
    const panel = await screen.findByRole('region', { name: '电话面板' })
    expect(panel.textContent).toContain('监听中')
    expect(panel.textContent).toContain('张坐席')
    await userEvent.click(within(panel).getByRole('button', { name: '加入' }))
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/speech/monitor/join')).toBe(true))
    expect(await within(panel).findByText('已加入')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: '结束' })).toBeTruthy()
  })

  it('reads the open board again when the server says it changed, and after a reconnection', async () => {
    let board = BOARD
    const calls = renderSupervisor(ctiStateFixture({ agent: { accountId: 'boss' } }), {}, () => board)
    const reads = () => calls.filter((call) => call.path === '/api/v1/speech/monitor/board').length
    await userEvent.click(await screen.findByRole('button', { name: '监控' }))
    const region = await screen.findByRole('region', { name: '正在通话的坐席' })
    await within(region).findByText(/张坐席/)
    board = { ...BOARD, agents: BOARD.agents.map((agent) => ({ ...agent, call: null })) }
    pushToPage({ type: 'MONITOR_BOARD' })
    expect(await within(region).findByText('暂无通话')).toBeTruthy()
    const before = reads()
    pushToPage({ type: 'RECONNECTED' })
    await waitFor(() => expect(reads()).toBe(before + 1))
  })

  it('says why the server refused listening to a call outside the skill groups, and stays off it', async () => {
    renderSupervisor(ctiStateFixture({ agent: { accountId: 'boss' } }), {
      'POST /api/v1/speech/setMonitorStatus': () => ({ code: 20001, message: '该通话不在你的技能组中' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '监控' }))
    const board = await screen.findByRole('region', { name: '正在通话的坐席' })
    await userEvent.click(await within(board).findByRole('button', { name: '监听 张坐席 的通话' }))
    expect(await screen.findByText('该通话不在你的技能组中')).toBeTruthy()
    expect(within(board).getByRole('button', { name: '监听 张坐席 的通话' })).toBeTruthy()
  })
})
