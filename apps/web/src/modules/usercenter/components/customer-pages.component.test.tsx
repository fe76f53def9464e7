import { MESSAGES, RESPONSE_CODES, type CustomerDetail, type CustomerPage } from '@portal/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import { CustomerDetailPage } from './customer-detail-page'
import { HighSeasPage } from './high-seas-page'

const ID = '3f1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e6f'
const BASE = '/api/v1/usercenter/customer'
const CUSTOMER: CustomerDetail = {
  id: ID,
  name: '王女士',
  phone: '139****1111',
  email: 'wang@example.com',
  identity: 'VIP客户',
  tags: ['VIP'],
  ownerAccountId: null,
  ownerName: null,
  blacklistStatus: 'none',
  createdAt: '2026-01-01T01:00:00.000Z',
  basicCustomerIdentity: 'VIP客户',
  basicCustomerDictList: [{ code: 'level', name: '客户等级', value: '金牌' }],
  isPhoneMasked: true,
  isMine: false,
}
const HISTORY = [
  {
    kind: 'workOrder',
    id: 'w1',
    occurredAt: '2026-01-03T01:00:00.000Z',
    title: 'WO000001 宽带无法连接',
    status: 'pending',
    agentName: null,
    note: null,
    wrapUpName: null,
  },
  {
    kind: 'call',
    id: 'c1',
    occurredAt: '2026-01-02T01:00:00.000Z',
    title: 'INBOUND',
    status: 'answered',
    agentName: '坐席01',
    note: '客户要求周五回电',
    wrapUpName: '需回访',
  },
]
const POOL: CustomerPage = { list: [CUSTOMER], total: 1, page: 1, pageSize: 20 }

const renderDetail = () =>
  renderInPortal({
    routes: [{ path: '/detail', element: <CustomerDetailPage /> }],
    path: `/detail?id=${ID}`,
    permissions: ['speech_ability'],
  })

describe('the customer detail', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the identity, the dictionary fields and the merged history, with click to dial', async () => {
    const calls = stubApi({
      [`GET ${BASE}/detail`]: () => ({ data: CUSTOMER }),
      [`GET ${BASE}/${ID}/history`]: () => ({ data: HISTORY }),
    })
    renderDetail()
    expect(await screen.findByText('金牌')).toBeTruthy()
    expect(screen.getByText('客户等级')).toBeTruthy()
    expect(screen.getAllByText('VIP客户').length).toBeGreaterThan(0)
    const history = screen.getByRole('region', { name: '联系历史' })
    expect(await within(history).findByText('WO000001 宽带无法连接')).toBeTruthy()
    expect(within(history).getByText('呼入')).toBeTruthy()
    expect(within(history).getByText('已接通')).toBeTruthy()
    expect(within(history).getByText('需回访 · 客户要求周五回电')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '拨打 王女士' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/call/dial')?.body).toEqual({
        customerId: ID,
      }),
    )
  })

  it('asks for a blacklist reason before sending the request, with the contract message', async () => {
    const calls = stubApi({
      [`GET ${BASE}/detail`]: () => ({ data: CUSTOMER }),
      [`POST ${BASE}/${ID}/blacklist`]: () => ({ data: { ...CUSTOMER, blacklistStatus: 'pending' } }),
    })
    renderDetail()
    await userEvent.click(await screen.findByRole('button', { name: '申请拉黑' }))
    await userEvent.click(await screen.findByRole('button', { name: '提交审核' }))
    expect(await screen.findByText(MESSAGES['zh-CN']['customer.reasonRequired'])).toBeTruthy()
    expect(calls.some((call) => call.path.endsWith('/blacklist'))).toBe(false)
    await userEvent.type(screen.getByRole('textbox', { name: '拉黑原因' }), '多次恶意投诉')
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/blacklist'))?.body).toEqual({
        reason: '多次恶意投诉',
      }),
    )
  })
})

describe('the high seas', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('claims a customer, and tells the loser of a race that another agent has it', async () => {
    const calls = stubApi({
      [`GET ${BASE}/high-seas`]: () => ({ data: POOL }),
      [`POST ${BASE}/${ID}/claim`]: () => ({
        code: RESPONSE_CODES.FAILURE,
        message: MESSAGES['zh-CN']['customer.alreadyClaimed'],
      }),
    })
    renderInPortal({ routes: [{ path: '/', element: <HighSeasPage /> }] })
    expect(await screen.findByText('139****1111')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '领取客户王女士' }))
    expect(await screen.findByText(MESSAGES['zh-CN']['customer.alreadyClaimed'])).toBeTruthy()
    expect(calls.filter((call) => call.path === `${BASE}/${ID}/claim`)).toHaveLength(1)
  })
})
