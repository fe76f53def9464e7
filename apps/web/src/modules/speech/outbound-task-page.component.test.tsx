import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { OutboundTaskPage } from './outbound-task-page'

const TASK = {
  id: '3f1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e6f',
  status: 'pending',
  createdAt: '2026-01-01T01:00:00.000Z',
  name: '回访',
  customerName: '王小明',
  phone: '138****5678',
  dueAt: '2026-01-02T01:00:00.000Z',
  attempts: 2,
  lastResult: 'busy',
  lastAttemptAt: '2026-01-03T02:30:00.000Z',
}

const stubFetch = () => {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    Response.json({
      code: 10000,
      message: '',
      data: url.startsWith('/api/v1/speech/outbound/task/list') ? [TASK] : null,
    }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('the outbound task page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('dials a task from its row for an agent of the call centre', async () => {
    const fetchMock = stubFetch()
    renderInPortal({
      routes: [{ path: '/', element: <OutboundTaskPage /> }],
      permissions: ['speech_ability'],
    })
    await userEvent.click(await screen.findByRole('button', { name: '拨打 王小明' }))
    await waitFor(() => {
      const dial = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/v1/speech/call/dial'))
      expect(JSON.parse(String(dial?.[1]?.body))).toEqual({ outboundTaskId: TASK.id })
    })
  })

  it("shows each task's attempts and its last result and time", async () => {
    stubFetch()
    renderInPortal({ routes: [{ path: '/', element: <OutboundTaskPage /> }] })
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement
    for (const header of ['外呼次数', '最近结果', '最近外呼时间'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy()
    expect(within(row).getByText('2')).toBeTruthy()
    expect(within(row).getByText('占线')).toBeTruthy()
    expect(within(row).getByText(/2026\/01\/03/)).toBeTruthy()
  })

  it('offers no dial button without the call centre', async () => {
    stubFetch()
    renderInPortal({ routes: [{ path: '/', element: <OutboundTaskPage /> }] })
    expect(await screen.findByText('王小明')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '拨打 王小明' })).toBeNull()
  })
})
