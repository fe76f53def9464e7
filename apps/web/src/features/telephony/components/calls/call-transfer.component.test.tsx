import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { renderTelephony } from '../../test-support/render-telephony'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { TelephonyHeader } from '../header/telephony-header'

beforeAll(loadLazyParts, 60_000)

const ON_CALL = ctiStateFixture({ version: 1, call: {} })
const CONSULTING = {
  ...ctiStateFixture({ version: 1, call: { callStatus: 'INBOUND_ON_HOLD' } }),
  consult: {
    id: 'c1',
    callId: 'call-1',
    status: 'CONSULTING' as 'CONSULTING' | 'REFERRING',
    failure: null as string | null,
    isMine: true,
    fromStaffName: '坐席01',
    toStaffName: '管理员',
  },
}

const renderPanel = (state: typeof ON_CALL, more: Record<string, (body: unknown) => StubAnswer> = {}) => {
  const calls = stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    'GET /api/v1/call/settingSatis': () => ({ data: { enable: false, envPrefix: '' } }),
    ...more,
  })
  renderTelephony(<TelephonyHeader />)
  const open = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^电话：/ }))
    return screen.findByRole('region', { name: '电话面板' })
  }
  return { calls, open }
}

describe('transfers to a colleague or a queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('transfers the call blind into a chosen skill group’s queue', async () => {
    const { calls, open } = renderPanel(ON_CALL, {
      'GET /api/v1/speech/dialpad/staff/status': () => ({ data: [] }),
      'GET /api/v1/speech/skill-groups': () => ({ data: [{ id: 'g1', name: '售后服务' }] }),
      'POST /api/v1/speech/call/call-1/transfer': () => ({ data: ctiStateFixture({ version: 2 }) }),
    })
    await userEvent.click(within(await open()).getByRole('button', { name: '转接坐席或队列' }))
    const dialog = await screen.findByRole('dialog', { name: '转接或咨询' })
    // A button-style radio: its label takes the click.
    await userEvent.click(within(dialog).getByText('队列', { exact: true }))
    expect(within(dialog).getByRole('radio', { name: '队列' })).toHaveProperty('checked', true)
    expect(within(dialog).queryByRole('button', { name: '咨询' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('combobox', { name: '队列' }))
    await userEvent.click(await screen.findByText('售后服务'))
    await userEvent.click(within(dialog).getByRole('button', { name: '直接转接' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/call/call-1/transfer')?.body).toEqual({
        skillGroupId: 'g1',
      }),
    )
  })

  it('consults a free colleague, the busy ones shown but not offered', async () => {
    const { calls, open } = renderPanel(ON_CALL, {
      'GET /api/v1/speech/dialpad/staff/status': () => ({
        data: [
          { accountId: 'u2', name: '张坐席', free: true },
          { accountId: 'u3', name: '赵坐席', free: false },
        ],
      }),
      'GET /api/v1/speech/skill-groups': () => ({ data: [] }),
      'POST /api/v1/speech/call/call-1/consult': () => ({ data: CONSULTING }),
    })
    await userEvent.click(within(await open()).getByRole('button', { name: '转接坐席或队列' }))
    const dialog = await screen.findByRole('dialog', { name: '转接或咨询' })
    await userEvent.click(within(dialog).getByRole('combobox', { name: '坐席' }))
    expect(await screen.findByText('赵坐席（忙碌）')).toBeTruthy()
    await userEvent.click(await screen.findByText('张坐席（空闲）'))
    await userEvent.click(within(dialog).getByRole('button', { name: '咨询' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/call/call-1/consult')?.body).toEqual({
        accountId: 'u2',
      }),
    )
  })

  it('completes a consult under way from the phone panel', async () => {
    const { calls, open } = renderPanel(CONSULTING, {
      'POST /api/v1/speech/consult/c1/complete': () => ({ data: ctiStateFixture({ version: 2 }) }),
    })
    const panel = await open()
    expect(within(panel).getByText('正在与 管理员 咨询，客户保持中')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: '转接坐席或队列' })).toBeNull()
    await userEvent.click(within(panel).getByRole('button', { name: '完成转接' }))
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/speech/consult/c1/complete')).toBe(true),
    )
  })

  it('offers a consult the conference on every network (on SIP the agent’s softphone mixes it)', async () => {
    const softphone = { target: 'sip:demo.admin@portal.test', dialog: null, referral: null }
    for (const call of [CONSULTING.call, CONSULTING.call && { ...CONSULTING.call, softphone }]) {
      const { open } = renderPanel({ ...CONSULTING, call })
      const panel = await open()
      expect(within(panel).getByRole('button', { name: '完成转接' })).toBeTruthy()
      expect(within(panel).getByRole('button', { name: '转为三方通话' })).toBeTruthy()
      cleanup()
    }
  })

  it('waits while a completion on a SIP network refers the customer: no command meanwhile', async () => {
    const { open } = renderPanel({ ...CONSULTING, consult: { ...CONSULTING.consult, status: 'REFERRING' } })
    const panel = await open()
    expect(within(panel).getByText('正在把客户转给 管理员，等待客户的电话接通')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: /完成转接/ })).toHaveProperty('disabled', true)
    expect(within(panel).getByRole('button', { name: '取消咨询' })).toHaveProperty('disabled', true)
  })

  it('says why a completion did not reach the colleague, and lets the agent complete it again', async () => {
    const failure = 'telephony.referralRefused'
    const { calls, open } = renderPanel(
      { ...CONSULTING, consult: { ...CONSULTING.consult, failure } },
      { 'POST /api/v1/speech/consult/c1/complete': () => ({ data: CONSULTING }) },
    )
    const panel = await open()
    const alert = within(panel).getByRole('alert')
    expect(alert.textContent).toContain('客户的电话拒绝了转接，客户仍在你的通话中')
    expect(alert.textContent).toContain('可再次完成转接，或取消咨询回到客户')
    await userEvent.click(within(panel).getByRole('button', { name: '完成转接' }))
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/speech/consult/c1/complete')).toBe(true),
    )
  })
})
