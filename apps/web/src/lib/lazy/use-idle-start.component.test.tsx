import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useIdleStart } from './use-idle-start'
import { IDLE_START_TIMEOUT_MS, whenIdle } from './when-idle'

type IdleCallback = (deadline: IdleDeadline) => void

// The browser's idle queue, run by hand: what waits for idle runs only when the test says the page went quiet.
let pending: Map<number, { callback: IdleCallback; timeout?: number }>
const goIdle = () => {
  const due = [...pending.values()]
  pending.clear()
  for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 50 })
}

beforeEach(() => {
  pending = new Map()
  let next = 0
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback, options?: IdleRequestOptions) => {
    next += 1
    pending.set(next, { callback, timeout: options?.timeout })
    return next
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Deferred() {
  return useIdleStart() ? <p>telephony started</p> : <p>first screen only</p>
}

describe('whenIdle', () => {
  it('runs the task only once the page is idle, and asks the browser for it within the timeout', () => {
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    expect([...pending.values()][0]?.timeout).toBe(IDLE_START_TIMEOUT_MS)
    goIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('never runs a task cancelled before the page went idle', () => {
    const task = vi.fn()
    whenIdle(task)()
    goIdle()
    expect(task).not.toHaveBeenCalled()
  })

  it('falls back to a timer where the browser has no idle callback', () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('requestIdleCallback', undefined)
      const task = vi.fn()
      whenIdle(task)
      expect(task).not.toHaveBeenCalled()
      vi.runAllTimers()
      expect(task).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('useIdleStart', () => {
  it('mounts the deferred part once the first screen is shown and the page is idle', async () => {
    render(<Deferred />)
    expect(screen.getByText('first screen only')).toBeTruthy()
    await act(async () => goIdle())
    expect(await screen.findByText('telephony started')).toBeTruthy()
  })

  it('cancels the wait when the part unmounts first', () => {
    const view = render(<Deferred />)
    expect(pending.size).toBe(1)
    view.unmount()
    expect(pending.size).toBe(0)
  })
})
