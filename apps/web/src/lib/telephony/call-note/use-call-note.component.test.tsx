import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callRecordFixture } from '@/test-support/call-record-fixture'
import { useCallNote } from './use-call-note'

type Saved = { note: string; noteVersion: number }

/** The server's record of rec-1: it keeps a save typed over its version, and refuses one typed over an older. */
const stubServer = (kept: Saved) => {
  const saves: unknown[] = []
  const answer = (data: unknown, status = 200, code = 10000, message = '') =>
    Response.json({ code, message, data }, { status })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method !== 'POST') return answer(callRecordFixture(kept))
      const body = JSON.parse(String(init.body)) as { note: string; noteVersion: number }
      saves.push(body)
      if (body.noteVersion !== kept.noteVersion) return answer(null, 409, 20001, '备注已在别处修改')
      kept = { note: body.note, noteVersion: kept.noteVersion + 1 }
      return answer(callRecordFixture(kept))
    }),
  )
  return { saves, setKept: (next: Saved) => void (kept = next) }
}

const twoViews = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => ({ panel: useCallNote('rec-1'), desk: useCallNote('rec-1') }), { wrapper })
}

describe('the one note of a call', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('shows the same text in every view as it is typed, and saves it once', async () => {
    const server = stubServer({ note: '', noteVersion: 0 })
    const { result } = twoViews()
    await waitFor(() => expect(result.current.panel.record).toBeDefined())
    act(() => result.current.panel.change('客户要求回电'))
    expect(result.current.desk.text).toBe('客户要求回电')
    await waitFor(() => expect(result.current.desk.hasDraft).toBe(false))
    expect(server.saves).toEqual([{ note: '客户要求回电', noteVersion: 0 }])
    expect(result.current.desk.record?.noteVersion).toBe(1)
  })

  it('gives way to a note saved elsewhere meanwhile, and says so', async () => {
    const server = stubServer({ note: '旧的', noteVersion: 0 })
    const { result } = twoViews()
    await waitFor(() => expect(result.current.panel.text).toBe('旧的'))
    server.setKept({ note: '另一台电脑写的', noteVersion: 1 })
    act(() => result.current.desk.change('旧的，补充'))
    await waitFor(() => expect(result.current.panel.saveState).toBe('changedElsewhere'))
    await waitFor(() => expect(result.current.panel.text).toBe('另一台电脑写的'))
    expect(result.current.desk.hasDraft).toBe(false)
  })
})
