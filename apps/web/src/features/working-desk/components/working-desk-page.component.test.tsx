import { MENU_PERMISSIONS, type CtiState } from '@portal/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PushEvent } from '@/lib/push/push-client'
import { callRecordFixture } from '@/test-support/call-record-fixture'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi, type StubbedCall } from '@/test-support/stub-api'
import { LIVE_CALL, deskFixture } from '../test-support/desk-fixture'
import { WorkingDeskPage } from './working-desk-page'

const subscribers = vi.hoisted(() => ({ all: [] as Array<(event: PushEvent) => void> }))
vi.mock('@/lib/push/page-push-client', () => ({
  pagePushClient: {
    subscribe: (listener: (event: PushEvent) => void) => {
      subscribers.all.push(listener)
      return () => void (subscribers.all = subscribers.all.filter((held) => held !== listener))
    },
  },
}))
const deliver = (event: PushEvent) => act(() => subscribers.all.forEach((listener) => listener(event)))
const ctiPush = (version: number): PushEvent => ({ type: 'CTI_STATE', state: { version } as CtiState })

const renderDesk = (desk = deskFixture(), moreRoutes: Parameters<typeof stubApi>[0] = {}): StubbedCall[] => {
  const calls = stubApi({
    ...moreRoutes,
    'GET /api/v1/working-desk': () => ({ data: desk }),
    'GET /api/v1/working-desk/wrap-up-codes': () => ({ data: deskFixture().wrapUpCodes }),
    [`POST /api/v1/working-desk/calls/${LIVE_CALL.recordId}/wrap-up`]: () => ({
      data: { ...LIVE_CALL, wrapUpCode: 'answered' },
    }),
    [`GET /api/v1/speech/communicate/${LIVE_CALL.recordId}`]: () => ({
      data: callRecordFixture({ id: LIVE_CALL.recordId, note: '客户要求回电', noteVersion: 3 }),
    }),
  })
  renderInPortal({
    routes: [{ path: '/', element: <WorkingDeskPage /> }],
    permissions: [MENU_PERMISSIONS.workingPlatform],
  })
  return calls
}
const cardOf = async (heading: string) =>
  (await screen.findByRole('heading', { name: heading })).closest('.ant-card') as HTMLElement
const deskReads = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/working-desk').length

describe('the working desk', () => {
  it('shows the customer card of the call, the queues, the figures and today’s calls', async () => {
    renderDesk()
    const card = await cardOf('当前通话')
    expect(within(card).getByText('王女士')).toBeTruthy()
    expect(within(card).getByText('139****1111')).toBeTruthy()
    expect(within(card).getByText('老客户')).toBeTruthy()
    expect(screen.getByText(/排队 2 通/)).toBeTruthy()
    expect(screen.getByText('0:01:35')).toBeTruthy()
    expect(screen.getByText('1:00:00')).toBeTruthy()
    expect(screen.getByText('0:10:00')).toBeTruthy()
    const table = await cardOf('今日通话')
    expect(within(table).getByText('投诉')).toBeTruthy()
    expect(within(table).getByText('进行中')).toBeTruthy()
  })

  it('counts the agent’s current status on between pushes, from the server’s moment', async () => {
    const desk = deskFixture()
    const asOf = new Date(Date.now() - 90_000).toISOString()
    renderDesk({ ...desk, figures: { ...desk.figures, running: { asOf, state: 'READY', onCall: false } } })
    expect(await screen.findByText(/^1:01:3\d$/)).toBeTruthy()
    expect(screen.getByText('0:10:00')).toBeTruthy()
  })

  it('shows the call’s one note, saved on its record', async () => {
    renderDesk()
    const note = await screen.findByRole('textbox', { name: '通话备注' })
    expect((note as HTMLTextAreaElement).value).toBe('客户要求回电')
    expect(screen.getByText('备注已保存')).toBeTruthy()
  })

  it('ticks the longest wait of a queue between reads', async () => {
    renderDesk()
    expect(await screen.findByText(/最长等待 0:01:15/)).toBeTruthy()
    expect(await screen.findByText(/最长等待 0:01:16/, {}, { timeout: 3000 })).toBeTruthy()
  })

  it('saves the wrap-up code picked for the call', async () => {
    const calls = renderDesk()
    await userEvent.click(await screen.findByRole('combobox', { name: '话后小结' }))
    await userEvent.click(await screen.findByText('咨询已解答'))
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/wrap-up'))?.body).toEqual({ code: 'answered' }),
    )
  })

  it('names a call-back request and offers only the wrap-up codes of its skill group', async () => {
    const callback = { ...LIVE_CALL, isCallbackRequest: true, wrapUpCodes: ['complaint'] }
    renderDesk(deskFixture({ currentCall: callback, todayCalls: [] }))
    expect(within(await cardOf('当前通话')).getByText('回拨请求')).toBeTruthy()
    await userEvent.click(await screen.findByRole('combobox', { name: '话后小结' }))
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="投诉"]')).toBeTruthy())
    expect(document.querySelector('.ant-select-item-option[title="咨询已解答"]')).toBeNull()
  })

  it('reads the desk again when the agent’s CTI state version moves, and only then', async () => {
    const calls = renderDesk()
    await screen.findByRole('heading', { name: '当前通话' })
    expect(deskReads(calls)).toBe(1)
    deliver(ctiPush(5))
    await waitFor(() => expect(deskReads(calls)).toBe(2))
    deliver(ctiPush(5))
    deliver({ type: 'RECONNECTED' })
    await waitFor(() => expect(deskReads(calls)).toBe(3))
  })

  it('opens a transferred call of today to show its legs', async () => {
    const transferred = { ...LIVE_CALL, result: 'transferred' as const, legCount: 1 }
    const leg = {
      id: 'leg1',
      mode: 'CONSULT',
      status: 'COMPLETED',
      fromStaffName: '坐席01',
      toStaffName: '管理员',
      skillGroupName: null,
      nextRecordId: 'next',
      createdAt: '2026-01-01T02:01:00.000Z',
      answeredAt: '2026-01-01T02:01:05.000Z',
      endedAt: '2026-01-01T02:02:00.000Z',
    }
    renderDesk(deskFixture({ currentCall: null, todayCalls: [transferred] }), {
      [`GET /api/v1/speech/communicate/${LIVE_CALL.recordId}/legs`]: () => ({ data: [leg] }),
    })
    const table = await cardOf('今日通话')
    // the row's expand button (antd names it in the page's language: 展开行)
    await userEvent.click(within(table).getByRole('button', { expanded: false }))
    const legs = await within(table).findByRole('list', { name: '转接记录' })
    expect(within(legs).getByText(/咨询：坐席01 → 管理员，已转接/)).toBeTruthy()
  })

  it('offers no legs for a call that kept none', async () => {
    renderDesk(deskFixture({ currentCall: null }))
    const table = await cardOf('今日通话')
    expect(within(table).queryByRole('button', { expanded: false })).toBeNull()
  })

  it('has no serious accessibility findings', async () => {
    renderDesk()
    await screen.findByRole('heading', { name: '当前通话' })
    expect(await seriousAxeFindings()).toEqual([])
  })
})
