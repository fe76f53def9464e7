import type { CtiState } from '@portal/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CTI_STATE_QUERY_KEY } from '@/lib/telephony/cti/get-cti-state'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { renderTelephony } from '../../test-support/render-telephony'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { TelephonyHeader } from '../header/telephony-header'

beforeAll(loadLazyParts, 60_000)

const NOW = Date.parse('2026-01-01T02:10:00.000Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const renderWidget = (state: CtiState, more: Record<string, (body: unknown) => StubAnswer> = {}) => {
  const calls = stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    'GET /api/v1/call/settingSatis': () => ({ data: { enable: true, envPrefix: '' } }),
    ...more,
  })
  return { calls, ...renderTelephony(<TelephonyHeader />) }
}

/** A call rings (its panel pops up) and is answered: the panel's hide 1 s later is pending. */
const answerRingingCall = async () => {
  const ringing = ctiStateFixture({
    version: 1,
    call: { callStatus: 'INBOUND_WAITING_FOR_ANSWER', answeredAt: null },
  })
  const { queryClient } = renderWidget(ringing)
  await screen.findByRole('region', { name: '电话面板' })
  act(() => queryClient.setQueryData(CTI_STATE_QUERY_KEY, ctiStateFixture({ version: 2, call: {} })))
  return queryClient
}

const openPanel = async (status: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `电话：${status}` }))
  return screen.findByRole('region', { name: '电话面板' })
}

describe('the call widget', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it.each([
    ['在线', ctiStateFixture()],
    ['离线', ctiStateFixture({ agent: { signedIn: false, systemState: 'OFFLINE' } })],
    ['小休', ctiStateFixture({ agent: { systemState: 'AWAY' } })],
    ['外呼', ctiStateFixture({ agent: { systemState: 'NOT_READY' } })],
    ['话后处理', ctiStateFixture({ agent: { systemState: 'ACW' } })],
    ['来电', ctiStateFixture({ call: { callStatus: 'INBOUND_WAITING_FOR_ANSWER', answeredAt: null } })],
    ['通话中', ctiStateFixture({ call: { callStatus: 'INBOUND_ACTIVE' } })],
    [
      '手机通话',
      ctiStateFixture({ agent: { signModel: 'OUTPHONE' }, call: { callStatus: 'MANUAL_ACTIVE' } }),
    ],
    [
      '呼叫中',
      ctiStateFixture({ call: { callType: 'MANUAL', callStatus: 'MANUAL_DIALING', answeredAt: null } }),
    ],
    [
      '振铃中',
      ctiStateFixture({ call: { callType: 'MANUAL', callStatus: 'MANUAL_EARLY_MEDIA', answeredAt: null } }),
    ],
    ['监听中', ctiStateFixture({ call: { listening: true } })],
  ])('shows the telephone status %s', async (label, state) => {
    renderWidget(state)
    expect(await screen.findByRole('button', { name: `电话：${label}` })).toBeTruthy()
  })

  it('pops up a ringing call with the customer, a link to their record, and answer and reject', async () => {
    const ringing = ctiStateFixture({ call: { callStatus: 'INBOUND_WAITING_FOR_ANSWER', answeredAt: null } })
    const { calls, router } = renderWidget(ringing, {
      'POST /api/v1/speech/call/call-1/answer': () => ({ data: { ...ringing, version: 2 } }),
    })
    const panel = await screen.findByRole('region', { name: '电话面板' })
    expect(within(panel).getByRole('heading', { name: '来电' })).toBeTruthy()
    expect(panel.textContent).toContain('王小明')
    expect(panel.textContent).toContain('VIP 客户')
    expect(panel.textContent).toContain('138****5678')
    expect(panel.textContent).toContain('广东 深圳')
    expect(panel.textContent).toContain('客服热线')
    const tags = within(within(panel).getByRole('list', { name: '客户标签' })).getAllByRole('listitem')
    expect(tags.map((tag) => tag.textContent)).toEqual(['老客户', '投诉'])
    expect(within(panel).getByRole('button', { name: '拒接' })).toBeTruthy()

    await userEvent.click(within(panel).getByRole('button', { name: '接听' }))
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/speech/call/call-1/answer')).toBe(true),
    )
    await userEvent.click(within(panel).getByRole('link', { name: '查看客户资料' }))
    expect(router.state.location.search).toBe('?id=cust-1')
  })

  it('hides the panel 1 s after the call is answered', async () => {
    await answerRingingCall()
    expect(screen.getByRole('region', { name: '电话面板' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('region', { name: '电话面板' })).toBeNull(), {
      timeout: 2000,
    })
  })

  it('times an active call from its answer, and offers hold, mute and hang up', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const state = ctiStateFixture({ call: { startedAt: ago(90_000), answeredAt: ago(65_000) } })
    const { calls } = renderWidget(state, {
      'POST /api/v1/speech/call/call-1/hold': () => ({ data: { ...state, version: 2 } }),
    })
    const panel = await openPanel('通话中')
    expect(within(panel).getByRole('timer', { name: '通话时长' }).textContent).toBe('01:05')
    expect(within(panel).getByRole('button', { name: '静音' })).toBeTruthy()
    expect(within(panel).getByRole('button', { name: '挂断' })).toBeTruthy()
    expect(within(panel).getByRole('button', { name: '转外线' })).toBeTruthy()
    expect(within(panel).getByRole('button', { name: '转满意度' })).toBeTruthy()
    await userEvent.click(within(panel).getByRole('button', { name: '保持' }))
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/speech/call/call-1/hold')).toBe(true),
    )
  })

  it('offers resume and unmute on a held, muted call', async () => {
    renderWidget(ctiStateFixture({ call: { callStatus: 'INBOUND_ON_HOLD', muted: true } }))
    const panel = await openPanel('通话中')
    expect(within(panel).getByRole('button', { name: '恢复' })).toBeTruthy()
    expect(within(panel).getByRole('button', { name: '取消静音' })).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: '保持' })).toBeNull()
  })

  it('counts down the after-call work, and saves its length in whole seconds when it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const acwSince = ago(5000)
    const acw = ctiStateFixture({
      version: 1,
      agent: { systemState: 'ACW', stateSince: acwSince, acwEndsAt: new Date(NOW + 25_000).toISOString() },
      call: { callStatus: 'INBOUND_NOT_ACTIVE', callRecordId: 'rec-acw-1' },
    })
    const { calls, queryClient } = renderWidget(acw, {
      'POST /api/v1/call/updateAcw': () => ({ data: null }),
    })
    const panel = await openPanel('话后处理')
    expect(within(panel).getByRole('timer', { name: '话后处理' }).textContent).toBe('剩余 00:25')
    expect(within(panel).getByRole('button', { name: '结束话后' })).toBeTruthy()
    expect(within(panel).getByRole('button', { name: '延长话后' })).toBeTruthy()

    const ready = ctiStateFixture({
      version: 2,
      agent: { systemState: 'READY', stateSince: new Date(Date.parse(acwSince) + 12_300).toISOString() },
    })
    act(() => queryClient.setQueryData(CTI_STATE_QUERY_KEY, ready))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/call/updateAcw')?.body).toEqual({
        acwDuration: 13,
        participantRole: 'AGENT',
        participantId: 'rec-acw-1',
      }),
    )
  })

  it('counts mandatory after-call work up, with no extension, until the call has its wrap-up code', async () => {
    renderWidget(
      ctiStateFixture({
        version: 1,
        agent: { systemState: 'ACW', acwEndsAt: null },
        call: { callStatus: 'INBOUND_NOT_ACTIVE' },
      }),
    )
    const panel = await openPanel('话后处理')
    expect(within(panel).getByText('选择话后小结后即可结束话后处理')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: '结束话后' })).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: '延长话后' })).toBeNull()
  })
})

describe('the phone panel opening by itself', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the panel open when the agent opens it by hand while the hide after an answer is pending', async () => {
    const { queryClient } = renderWidget(ctiStateFixture({ version: 1 }))
    await screen.findByRole('button', { name: '电话：在线' })
    // The call's group pops no call up: the panel stays shut, and the agent opens it at once after the answer.
    const answered = ctiStateFixture({ version: 2, call: { popsUp: false } })
    act(() => queryClient.setQueryData(CTI_STATE_QUERY_KEY, answered))
    await openPanel('通话中')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(screen.getByRole('region', { name: '电话面板' })).toBeTruthy()
  })

  it('keeps the panel open when the answered call ends within the second, for its wrap-up', async () => {
    const queryClient = await answerRingingCall()
    await screen.findByRole('button', { name: '电话：通话中' })
    const ended = ctiStateFixture({
      version: 3,
      agent: { systemState: 'ACW' },
      call: { callStatus: 'INBOUND_NOT_ACTIVE' },
    })
    act(() => queryClient.setQueryData(CTI_STATE_QUERY_KEY, ended))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(screen.getByRole('region', { name: '电话面板' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '电话：话后处理' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('pops up an auto-answered call, which arrives already active, and hides it 1 s later', async () => {
    const { queryClient } = renderWidget(ctiStateFixture({ version: 1 }))
    await screen.findByRole('button', { name: '电话：在线' })
    expect(screen.queryByRole('region', { name: '电话面板' })).toBeNull()
    act(() =>
      queryClient.setQueryData(
        CTI_STATE_QUERY_KEY,
        ctiStateFixture({ version: 2, call: { callStatus: 'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA' } }),
      ),
    )
    const panel = await screen.findByRole('region', { name: '电话面板' })
    expect(panel.textContent).toContain('王小明')
    await waitFor(() => expect(screen.queryByRole('region', { name: '电话面板' })).toBeNull(), {
      timeout: 2000,
    })
  })
})

describe('the after-call work report', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says when saving the after-call work time failed', async () => {
    const acw = ctiStateFixture({
      version: 1,
      agent: { systemState: 'MANUAL_ACW', stateSince: '2026-01-01T02:00:00.000Z' },
      call: { callStatus: 'MANUAL_NOT_ACTIVE', callRecordId: 'rec-acw-2' },
    })
    const { queryClient } = renderWidget(acw, {
      'POST /api/v1/call/updateAcw': () => ({ code: 20001, message: '' }),
    })
    await screen.findByRole('button', { name: '电话：话后处理' })
    act(() =>
      queryClient.setQueryData(
        CTI_STATE_QUERY_KEY,
        ctiStateFixture({
          version: 2,
          agent: { systemState: 'AWAY', stateSince: '2026-01-01T02:00:40.000Z' },
        }),
      ),
    )
    expect(await screen.findByText('保存话后时间失败')).toBeTruthy()
  })

  it('shows the agent who else is on the call: a supervisor listening, then joined', async () => {
    const participant = {
      accountId: 'a2',
      name: '管理员',
      role: 'MONITOR',
      monitorMode: 'LISTENING',
    } as const
    renderWidget(ctiStateFixture({ call: { participants: [participant] } }))
    const panel = await openPanel('通话中')
    const others = within(panel).getByRole('list', { name: '通话中的其他人' })
    expect(within(others).getByRole('listitem').textContent).toBe('管理员 监听中')
  })
})
