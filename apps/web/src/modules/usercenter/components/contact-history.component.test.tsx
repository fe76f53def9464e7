import type { ContactHistoryItem } from '@portal/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import { testSession } from '@/test-support/test-session'
import '../translations'
import { ContactHistory } from './contact-history'

const ID = '3f1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e6f'
const call = (id: string, status: string, title = 'INBOUND'): ContactHistoryItem => ({
  kind: 'call',
  id,
  occurredAt: '2026-01-02T01:00:00.000Z',
  title,
  status,
  agentName: null,
  note: null,
  wrapUpName: null,
})
const HISTORY: ContactHistoryItem[] = [
  call('c1', 'QUEUED'),
  call('c2', 'INBOUND_WAITING_FOR_ANSWER'),
  call('c3', 'MANUAL_ACTIVE', 'MANUAL'),
  call('c4', 'abandoned'),
  call('c5', 'SOMETHING_NEW'),
]

// An upper-case enum name such as QUEUED or INBOUND_WAITING_FOR_ANSWER.
const RAW_ENUM = /\b[A-Z]{4,}(?:_[A-Z]+)*\b/

describe('the contact history', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('labels every call state from the contract, shows no raw enum, and gives times in the tenant zone', async () => {
    stubApi({ [`GET /api/v1/usercenter/customer/${ID}/history`]: () => ({ data: HISTORY }) })
    const { queryClient } = renderInPortal({
      routes: [{ path: '/', element: <ContactHistory customerId={ID} /> }],
    })
    // A zone unlike any test machine's: 01:00 UTC is 06:45 there.
    queryClient.setQueryData(SESSION_QUERY_KEY, { ...testSession([]), timeZone: 'Asia/Kathmandu' })
    const history = await screen.findByRole('region', { name: '联系历史' })
    expect(await within(history).findByText('排队中')).toBeTruthy()
    for (const label of ['来电', '通话中', '已放弃', '未知', '呼出'])
      expect(within(history).getByText(label)).toBeTruthy()
    expect(within(history).getAllByText('2026/01/02 06:45')).toHaveLength(HISTORY.length)
    expect(history.textContent).not.toMatch(RAW_ENUM)
  })
})
