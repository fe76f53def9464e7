import { STATUS_SWITCH_LOADING_CAP_MS, type CtiState } from '@portal/contract'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { LiveStatusSwitcher } from '../../test-support/live-status-switcher'
import { renderTelephony } from '../../test-support/render-telephony'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'

beforeAll(loadLazyParts, 60_000)

const renderSwitcher = (
  state: CtiState,
  more: Record<string, (body: unknown) => StubAnswer | Promise<StubAnswer>> = {},
) => {
  const calls = stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/rest/labels': () => ({ data: [{ name: '午餐' }, { name: '培训' }] }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    ...more,
  })
  renderTelephony(<LiveStatusSwitcher />)
  return calls
}

const statusPosts = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.path === '/api/v1/speech/agent/status')

describe('the agent status switcher', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('lists 接线, 小休 with one entry per rest reason, 挂起 and 离线', async () => {
    renderSwitcher(ctiStateFixture())
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：接线' }))
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(names).toEqual(['接线', '小休', '小休-午餐', '小休-培训', '挂起', '离线'])
  })

  it('posts the choice, shows loading until the reply and then the new status', async () => {
    let reply: (answer: StubAnswer) => void = () => {}
    const calls = renderSwitcher(ctiStateFixture({ version: 1 }), {
      'POST /api/v1/speech/agent/status': () => new Promise((resolve) => (reply = resolve)),
    })
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：接线' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '小休-午餐' }))
    await waitFor(() => expect(statusPosts(calls)).toHaveLength(1))
    expect(statusPosts(calls)[0]?.body).toEqual({ status: 2, restReason: '午餐' })
    expect(screen.getByRole('button', { name: '坐席状态：接线' }).getAttribute('aria-busy')).toBe('true')

    const resting = ctiStateFixture({
      version: 2,
      agent: {
        chosenStatus: 2,
        restReason: '午餐',
        systemState: 'AWAY',
        restEndsAt: '2026-01-01T02:30:00.000Z',
      },
    })
    act(() => reply({ data: resting }))
    const button = await screen.findByRole('button', { name: '坐席状态：小休-午餐' })
    expect(button.getAttribute('aria-busy')).toBe('false')
    expect(screen.getByText('小休至 10:30')).toBeTruthy()
  })

  it('shows loading at most 4 s when no reply comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderSwitcher(ctiStateFixture(), { 'POST /api/v1/speech/agent/status': () => new Promise(() => {}) })
    await user.click(await screen.findByRole('button', { name: '坐席状态：接线' }))
    await user.click(await screen.findByRole('menuitem', { name: '挂起' }))
    const button = screen.getByRole('button', { name: '坐席状态：接线' })
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    act(() => vi.advanceTimersByTime(STATUS_SWITCH_LOADING_CAP_MS - 100))
    expect(button.getAttribute('aria-busy')).toBe('true')
    act(() => vi.advanceTimersByTime(100))
    expect(button.getAttribute('aria-busy')).toBe('false')
  })

  it('queues the choice after the call during one, and shows what comes next', async () => {
    const onCall = ctiStateFixture({ version: 1, call: {} })
    const calls = renderSwitcher(onCall, {
      'POST /api/v1/speech/agent/status': () => ({
        data: { ...onCall, version: 2, agent: { ...onCall.agent, nextStatus: { status: 4 } } },
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：接线' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '本通话后：挂起' }))
    await waitFor(() => expect(statusPosts(calls)[0]?.body).toEqual({ status: 4, afterCall: true }))
    expect(await screen.findByText('下一状态：挂起')).toBeTruthy()
  })

  it('applies a choice made during after-call work at once, ending it', async () => {
    const inAcw = ctiStateFixture({
      version: 1,
      agent: { systemState: 'ACW' },
      call: { callStatus: 'INBOUND_NOT_ACTIVE' },
    })
    const calls = renderSwitcher(inAcw, {
      'POST /api/v1/speech/agent/status': () => ({ data: ctiStateFixture({ version: 2 }) }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：接线' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '挂起' }))
    await waitFor(() => expect(statusPosts(calls)[0]?.body).toEqual({ status: 4 }))
  })

  it('signs in first, and says why signing in may have failed', async () => {
    const calls = renderSwitcher(
      ctiStateFixture({ agent: { signedIn: false, chosenStatus: 0, systemState: 'OFFLINE' } }),
      {
        'POST /api/v1/speech/staff/login': () => ({ code: 20001, message: '' }),
      },
    )
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：未签入' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '接线' }))
    const dialog = await screen.findByRole('dialog', { name: '签入失败' })
    expect(dialog.textContent).toContain('企业未开通云呼叫中心；账号没有呼叫权限或不在技能组中；网络故障')
    expect(calls.find((call) => call.path === '/api/v1/speech/staff/login')?.body).toEqual({
      signModel: 'SIPPHONE',
    })
    expect(statusPosts(calls)).toEqual([])
  })

  it('shows the server message when signing in failed with one', async () => {
    renderSwitcher(ctiStateFixture({ agent: { signedIn: false, chosenStatus: 0, systemState: 'OFFLINE' } }), {
      'POST /api/v1/speech/staff/login': () => ({ code: 20001, message: '签入失败，坐席数已达上限' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：未签入' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '接线' }))
    const dialog = await screen.findByRole('dialog', { name: '签入失败' })
    expect(dialog.textContent).toContain('签入失败，坐席数已达上限')
  })
})

describe('signing in on the mobile', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the mobile, checks it with the agent phone pattern, then signs in and posts the status', async () => {
    const offline = ctiStateFixture({ agent: { signedIn: false, chosenStatus: 0, systemState: 'OFFLINE' } })
    const calls = renderSwitcher(offline, {
      'GET /api/v1/speech/sign/model': () => ({
        data: { ...SIGN_MODEL, signModels: ['OUTPHONE', 'SIPPHONE'] },
      }),
      'POST /api/v1/speech/staff/login': () => ({
        data: { ...offline, version: 2, agent: { ...offline.agent, signedIn: true, signModel: 'OUTPHONE' } },
      }),
      'POST /api/v1/speech/agent/status': () => ({ data: ctiStateFixture({ version: 3 }) }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：未签入' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '接线' }))
    expect(await screen.findByRole('dialog', { name: '签入呼叫中心' })).toBeTruthy()
    const mobile = await screen.findByRole('textbox', { name: '手机号码' })
    await userEvent.type(mobile, '1231')
    await userEvent.click(screen.getByRole('button', { name: '签入' }))
    expect(await screen.findByText('请输入正确的电话号码')).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/v1/speech/staff/login')).toBe(false)

    await userEvent.clear(mobile)
    await userEvent.type(mobile, '13912345678')
    await userEvent.click(screen.getByRole('button', { name: '签入' }))
    await waitFor(() => expect(statusPosts(calls)[0]?.body).toEqual({ status: 3 }))
    expect(calls.find((call) => call.path === '/api/v1/speech/staff/login')?.body).toEqual({
      signModel: 'OUTPHONE',
      phone: '13912345678',
    })
  })

  it('offers the mobile on the staff record', async () => {
    const offline = ctiStateFixture({ agent: { signedIn: false, chosenStatus: 0, systemState: 'OFFLINE' } })
    const calls = renderSwitcher(offline, {
      'GET /api/v1/speech/sign/model': () => ({
        data: { ...SIGN_MODEL, signModels: ['OUTPHONE'], staffPhone: '13800000001' },
      }),
      'POST /api/v1/speech/staff/login': () => ({
        data: { ...offline, version: 2, agent: { ...offline.agent, signedIn: true, signModel: 'OUTPHONE' } },
      }),
      'POST /api/v1/speech/agent/status': () => ({ data: ctiStateFixture({ version: 3 }) }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '坐席状态：未签入' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '接线' }))
    const mobile = await screen.findByRole<HTMLInputElement>('textbox', { name: '手机号码' })
    expect(mobile.value).toBe('13800000001')
    await userEvent.click(screen.getByRole('button', { name: '签入' }))
    await waitFor(() => expect(statusPosts(calls)[0]?.body).toEqual({ status: 3 }))
    expect(calls.find((call) => call.path === '/api/v1/speech/staff/login')?.body).toEqual({
      signModel: 'OUTPHONE',
      phone: '13800000001',
    })
  })
})
