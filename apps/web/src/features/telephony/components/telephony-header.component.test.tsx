import type { CtiState } from '@portal/contract'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { pushToPage } from '../test-support/page-push-stub'
import { renderTelephony } from '../test-support/render-telephony'
import { SIGN_MODEL, ctiStateFixture } from '../test-support/cti-state-fixture'
import { loadLazyParts } from '../test-support/load-lazy-parts'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { TelephonyHeader } from './telephony-header'

beforeAll(loadLazyParts, 60_000)

vi.mock('@/lib/push/page-push-client', () => import('../test-support/page-push-stub'))

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
