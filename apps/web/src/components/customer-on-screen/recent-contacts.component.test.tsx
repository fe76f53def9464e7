import type { ContactHistoryItem, RecentContacts as RecentContactsData } from '@portal/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callRecordFixture } from '@/test-support/call-record-fixture'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { RecentContacts } from './recent-contacts'

const RECORD = '3f1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e6f'
const CUSTOMER = '9a1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e00'
const CONTACTS_PATH = 'GET /api/v1/usercenter/customer/recent-contacts'

const contact = (
  kind: ContactHistoryItem['kind'],
  id: string,
  title: string,
  note: string | null = null,
) => ({
  kind,
  id,
  occurredAt: '2026-01-02T01:00:00.000Z',
  title,
  status: kind === 'call' ? 'answered' : 'pending',
  agentName: null,
  note,
  wrapUpName: note && '需回访',
})

const calls = (count: number) =>
  Array.from({ length: count }, (_, index) => contact('call', `c${index}`, 'INBOUND', `备注${index}`))

const answerWith = (callCount: number, hasMore: boolean): StubAnswer => ({
  data: {
    customerId: CUSTOMER,
    groups: [
      { kind: 'call', items: calls(callCount), hasMore },
      { kind: 'workOrder', items: [contact('workOrder', 'w1', 'WO000009 宽带断线')], hasMore: false },
      { kind: 'sms', items: [], hasMore: false },
    ],
  } satisfies RecentContactsData,
})

const render = (permissions: string[]) =>
  renderInPortal({
    permissions,
    routes: [
      {
        path: '/',
        element: <RecentContacts callRecordId={RECORD} caller={{ name: '王女士', phone: '138****0001' }} />,
      },
    ],
  })

const requestedUrls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url))

describe('the customer on screen', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows each kind the server gives, calls with their wrap-up code and note, and more on asking', async () => {
    let asked = 0
    stubApi({ [CONTACTS_PATH]: () => (asked++ === 0 ? answerWith(5, true) : answerWith(7, false)) })
    render([])
    const callGroup = await screen.findByRole('region', { name: '通话' })
    expect(within(callGroup).getAllByRole('listitem')).toHaveLength(5)
    expect(within(callGroup).getByText('需回访 · 备注0')).toBeTruthy()
    expect(
      within(callGroup)
        .getAllByRole('link', { name: /打开 呼入 · 已接通/ })[0]
        ?.getAttribute('href'),
    ).toBe(`/mzz/usercenter/usercenter/userCenter/customerManage/detail?id=${CUSTOMER}`)
    const orders = screen.getByRole('region', { name: '未完结工单' })
    expect(within(orders).getByRole('link', { name: '打开 WO000009 宽带断线' }).getAttribute('href')).toBe(
      '/mzz/workorder/workorder/front/main/order/detail/w1',
    )
    expect(within(screen.getByRole('region', { name: '短信' })).getByText('暂无记录')).toBeTruthy()
    expect(screen.queryByRole('region', { name: '邮件' })).toBeNull()

    await userEvent.click(within(callGroup).getByRole('button', { name: '查看更多通话' }))
    expect(await within(callGroup).findByText('需回访 · 备注6')).toBeTruthy()
    expect(within(callGroup).getAllByRole('listitem')).toHaveLength(7)
    expect(requestedUrls().at(-1)).toContain('limit=50')
    expect(requestedUrls()[0]).toContain(`callRecordId=${RECORD}`)
  })

  it("creates a work order from the call, prefilled with the call's note, checking the title as the server does", async () => {
    const calls = stubApi({
      [CONTACTS_PATH]: () => answerWith(1, false),
      [`GET /api/v1/speech/communicate/${RECORD}`]: () => ({
        data: callRecordFixture({ id: RECORD, note: '客户反映宽带断线' }),
      }),
      'POST /api/v1/workorder': () => ({ data: { id: 'w2', number: 'WO000010' } }),
      'GET /api/v1/workorder/categories': () => ({
        data: [{ id: 'c1', name: '故障报修', resolveWithinHours: 8 }],
      }),
      'GET /api/v1/workorder/groups': () => ({ data: [] }),
      'GET /api/v1/workorder/members': () => ({ data: [] }),
    })
    render(['workorder.center'])
    await userEvent.click(await screen.findByRole('button', { name: '新建工单' }))
    const dialog = await screen.findByRole('dialog', { name: '从通话新建工单' })
    expect(within(dialog).getByText('王女士')).toBeTruthy()
    expect(within(dialog).getByText('138****0001')).toBeTruthy()
    const title = await within(dialog).findByRole('textbox', { name: '工单标题' })
    expect((title as HTMLInputElement).value).toBe('来电：王女士')
    // The call's note starts the rich-text description.
    const description = await within(dialog).findByRole('textbox', { name: '描述' })
    expect(description.textContent).toBe('客户反映宽带断线')

    await userEvent.clear(title)
    await userEvent.click(within(dialog).getByRole('button', { name: /^创\s?建$/ }))
    expect(await within(dialog).findByText('请填写工单标题')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.type(title, '宽带断线')
    await userEvent.click(within(dialog).getByRole('button', { name: /^创\s?建$/ }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        callRecordId: RECORD,
        title: '宽带断线',
        description: '<p>客户反映宽带断线</p>',
        categoryId: null,
        priority: 'normal',
        groupId: null,
        assigneeId: null,
        attachmentIds: [],
      }),
    )
  })

  it('offers no work order to a member without the work-order code', async () => {
    stubApi({ [CONTACTS_PATH]: () => answerWith(1, false) })
    render([])
    await screen.findByRole('region', { name: '通话' })
    expect(screen.queryByRole('button', { name: '新建工单' })).toBeNull()
  })
})
