import type { CtiState } from '@portal/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { pushToPage } from '../../test-support/page-push-stub'
import { renderTelephony } from '../../test-support/render-telephony'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { TelephonyHeader } from './telephony-header'

beforeAll(loadLazyParts, 60_000)

vi.mock('@/lib/push/page-push-client', () => import('../../test-support/page-push-stub'))

const push = (state: CtiState) => pushToPage({ type: 'CTI_STATE', state })

const renderHeader = (state: CtiState, more: Record<string, (body: unknown) => StubAnswer> = {}) => {
  const calls = stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    'GET /api/v1/call/settingSatis': () => ({ data: { enable: false, envPrefix: '' } }),
    ...more,
  })
  renderTelephony(<TelephonyHeader />)
  return calls
}

describe('the telephony header', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('replaces its state with a pushed newer version and ignores an older one', async () => {
    renderHeader(ctiStateFixture({ version: 2 }))
    expect(await screen.findByRole('button', { name: '电话：在线' })).toBeTruthy()

    push(
      ctiStateFixture({ version: 3, call: { callStatus: 'INBOUND_WAITING_FOR_ANSWER', answeredAt: null } }),
    )
    expect(await screen.findByRole('button', { name: '电话：来电' })).toBeTruthy()

    push(ctiStateFixture({ version: 1, agent: { systemState: 'OFFLINE' } }))
    expect(screen.getByRole('button', { name: '电话：来电' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '电话：离线' })).toBeNull()
  })

  it('shows the invitation of §2 and answers it', async () => {
    const state: CtiState = {
      ...ctiStateFixture({ version: 4 }),
      invitation: { id: 'inv-1', callId: 'call-9', fromStaffName: '李主管', content: '客户要求专家解答' },
    }
    const calls = renderHeader(state, {
      'POST /api/v1/speech/invitation/inv-1/agreeEnter': () => ({
        data: { ...state, version: 5, invitation: null },
      }),
    })
    const dialog = await screen.findByRole('dialog', { name: '多方会话邀请' })
    expect(dialog.textContent).toContain('李主管 邀请你加入通话')
    expect(dialog.textContent).toContain('客户要求专家解答')
    expect(screen.getByRole('button', { name: '同意' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '拒绝' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: '同意并进入' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '多方会话邀请' })).toBeNull())
    expect(calls.some((call) => call.path === '/api/v1/speech/invitation/inv-1/agreeEnter')).toBe(true)
    // Entering opens the working desk, where the call shows.
    expect(await screen.findByRole('heading', { name: '工作台' })).toBeTruthy()
  })

  it('joins on 同意 without leaving the page', async () => {
    const state: CtiState = {
      ...ctiStateFixture({ version: 4 }),
      invitation: { id: 'inv-2', callId: 'call-9', fromStaffName: '李主管', content: '' },
    }
    const calls = renderHeader(state, {
      'POST /api/v1/speech/invitation/inv-2/agree': () => ({
        data: { ...state, version: 5, invitation: null },
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '同意' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '多方会话邀请' })).toBeNull())
    expect(calls.some((call) => call.path === '/api/v1/speech/invitation/inv-2/agree')).toBe(true)
    expect(screen.queryByRole('heading', { name: '工作台' })).toBeNull()
  })

  it('obeys a call command from its own origin and refuses one from a foreign origin', async () => {
    const state = ctiStateFixture({ version: 2 })
    const calls = renderHeader(state, {
      'POST /api/v1/speech/call/dial': () => ({ data: { ...state, version: 3 } }),
    })
    await screen.findByRole('button', { name: '电话：在线' })
    const command = { type: 'CALL_BY_PHONE', data: { phone: '13812345678' } }
    const dials = () => calls.filter((call) => call.path === '/api/v1/speech/call/dial')

    act(() =>
      window.dispatchEvent(new MessageEvent('message', { data: command, origin: 'https://evil.example' })),
    )
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'CTI_LOGOUT' }, origin: 'https://evil.example' }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dials()).toEqual([])
    expect(calls.some((call) => call.path === '/api/v1/speech/staff/logout')).toBe(false)

    act(() =>
      window.dispatchEvent(new MessageEvent('message', { data: command, origin: window.location.origin })),
    )
    await waitFor(() => expect(dials()).toHaveLength(1))
    expect(dials()[0]?.body).toEqual({ phone: '13812345678' })
  })
})

describe("the call's state in the header", () => {
  const NOW = Date.parse('2026-01-01T02:10:00.000Z')
  const ago = (ms: number) => new Date(NOW - ms).toISOString()
  const header = () => screen.getByRole('button', { name: /^电话：/ }).parentElement as HTMLElement

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('keeps a held and muted call in sight, with the time on hold, while the panel is hidden', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    renderHeader(
      ctiStateFixture({
        version: 2,
        call: { callStatus: 'INBOUND_ON_HOLD', heldAt: ago(12_000), muted: true, answeredAt: ago(65_000) },
      }),
    )
    await screen.findByRole('button', { name: '电话：通话中' })
    expect(screen.queryByRole('region', { name: '电话面板' })).toBeNull()
    expect(within(header()).getByText('保持中')).toBeTruthy()
    expect(within(header()).getByRole('timer', { name: '保持时长' }).textContent).toBe('00:12')
    expect(within(header()).getByRole('timer', { name: '通话时长' }).textContent).toBe('01:05')
    expect(within(header()).getByText('已静音')).toBeTruthy()

    push(ctiStateFixture({ version: 3, call: { callStatus: 'INBOUND_ACTIVE', heldAt: null, muted: false } }))
    await waitFor(() => expect(within(header()).queryByText('保持中')).toBeNull())
    expect(within(header()).queryByText('已静音')).toBeNull()
  })

  it('counts down the after-call work in the header', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    renderHeader(
      ctiStateFixture({
        agent: { systemState: 'ACW', acwEndsAt: new Date(NOW + 25_000).toISOString() },
        call: { callStatus: 'INBOUND_NOT_ACTIVE' },
      }),
    )
    await screen.findByRole('button', { name: '电话：话后处理' })
    expect(within(header()).getByRole('timer', { name: '话后剩余时间' }).textContent).toBe('00:25')
  })

  it('counts up mandatory after-call work, which has no end of its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    renderHeader(
      ctiStateFixture({
        agent: { systemState: 'ACW', acwEndsAt: null, stateSince: new Date(NOW - 42_000).toISOString() },
        call: { callStatus: 'INBOUND_NOT_ACTIVE' },
      }),
    )
    await screen.findByRole('button', { name: '电话：话后处理' })
    expect(within(header()).getByRole('timer', { name: '话后已用时' }).textContent).toBe('00:42')
  })

  it('times a ringing call from its ring, not from its wait in the queue', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    renderHeader(
      ctiStateFixture({
        call: {
          callStatus: 'INBOUND_WAITING_FOR_ANSWER',
          startedAt: ago(93_000),
          offeredAt: ago(3000),
          answeredAt: null,
        },
      }),
    )
    await screen.findByRole('button', { name: '电话：来电' })
    const timers = screen.getAllByRole('timer', { name: '通话时长' })
    expect(timers.map((timer) => timer.textContent)).toEqual(timers.map(() => '00:03'))
  })
})

describe('the outcome of a call', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['busy', 'MANUAL', '对方忙线，未接通'],
    ['noAnswer', 'MANUAL', '对方无人接听'],
    ['rejected', 'MANUAL', '对方拒接了呼叫'],
    ['transferredOutside', 'INBOUND', '已转外线，你已离开通话'],
    ['transferredSatisfaction', 'INBOUND', '已转满意度评价，你已离开通话'],
  ] as const)('says %s when a call the page saw live ends so', async (result, callType, text) => {
    const live = callType === 'MANUAL' ? 'MANUAL_DIALING' : 'INBOUND_ACTIVE'
    renderHeader(ctiStateFixture({ version: 2, call: { callType, callStatus: live, answeredAt: null } }))
    await screen.findByRole('button', { name: /^电话：/ })
    const ended = callType === 'MANUAL' ? 'MANUAL_NOT_ACTIVE' : 'INBOUND_NOT_ACTIVE'
    push(
      ctiStateFixture({
        version: 3,
        agent: { systemState: callType === 'MANUAL' ? 'MANUAL_ACW' : 'ACW' },
        call: { callType, callStatus: ended, result },
      }),
    )
    expect(await screen.findByText(text)).toBeTruthy()
  })

  it('says nothing of a call that had already ended when the page opened', async () => {
    renderHeader(
      ctiStateFixture({
        agent: { systemState: 'MANUAL_ACW' },
        // A result no test above toasts: their messages may still be on the page.
        call: { callType: 'MANUAL', callStatus: 'MANUAL_NOT_ACTIVE', result: 'failed' },
      }),
    )
    await screen.findByRole('button', { name: '电话：话后处理' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('呼叫失败')).toBeNull()
  })
})

describe('the system reason notice', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('tells the agent why the system changed their state', async () => {
    renderHeader(
      ctiStateFixture({
        agent: { systemState: 'AWAY', chosenStatus: 2, systemReason: 'telephony.missedCall' },
      }),
    )
    expect(await screen.findByText('未接来电，已置为小休')).toBeTruthy()
  })
})

describe('the referral failure notice', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('tells the agent why a blind transfer on SIP did not go through: the customer is back on their call', async () => {
    const referral = { id: 't1', status: 'REFERRING', failure: null } as const
    const softphone = { target: 'sip:demo.admin@portal.test', dialog: null, referral }
    renderHeader(ctiStateFixture({ version: 2, call: { callStatus: 'INBOUND_ACTIVE', softphone } }))
    await screen.findByRole('button', { name: '电话：通话中' })
    const failed = { ...referral, status: 'FAILED', failure: 'telephony.referralDeclined' } as const
    push(
      ctiStateFixture({
        version: 3,
        call: { callStatus: 'INBOUND_ACTIVE', softphone: { ...softphone, target: null, referral: failed } },
      }),
    )
    expect(await screen.findByText('同事拒接了转接的来电，客户已回到你的通话中')).toBeTruthy()
  })
})

describe('the call commands of other pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  const post = (data: unknown) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin })))

  it('calls a customer, signs out, and listens only for a supervisor', async () => {
    const state = ctiStateFixture({ version: 2 })
    const calls = renderHeader(state, {
      'POST /api/v1/speech/call/dial': () => ({ data: { ...state, version: 3 } }),
      'POST /api/v1/speech/staff/logout': () => ({ data: { ...state, version: 4 } }),
    })
    await screen.findByRole('button', { name: '电话：在线' })
    post({ type: 'CALL_BY_CUSTOMER', customerId: 'cust-9' })
    post({ type: 'LISTEN_CALL', callId: 'call-5' })
    post({ type: 'CTI_LOGOUT' })
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/speech/staff/logout')).toBe(true))
    expect(calls.find((call) => call.path === '/api/v1/speech/call/dial')?.body).toEqual({
      customerId: 'cust-9',
    })
    expect(calls.some((call) => call.path === '/api/v1/speech/setMonitorStatus')).toBe(false)
  })

  it('refuses a number that is not one, saying so', async () => {
    const calls = renderHeader(ctiStateFixture({ version: 2 }))
    await screen.findByRole('button', { name: '电话：在线' })
    post({ type: 'CALL_BY_PHONE', phone: '12' })
    expect(await screen.findByText('请输入正确的电话号码')).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/v1/speech/call/dial')).toBe(false)
  })
})
