import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RETRY_DELAYS_MS, loadWithRetry } from './lazy-with-retry'

const failedFetch = () => new TypeError('Failed to fetch dynamically imported module')

describe('loading a chunk that fails', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('tries again after a wait, and loads then', async () => {
    const load = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(failedFetch())
      .mockRejectedValueOnce(failedFetch())
      .mockResolvedValueOnce({ default: 'dialog' })
    const loaded = loadWithRetry(load)
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0])
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[1])
    await expect(loaded).resolves.toEqual({ default: 'dialog' })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('tries again at once when the browser comes back online', async () => {
    const load = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(failedFetch())
      .mockResolvedValueOnce({ default: 'dialog' })
    const loaded = loadWithRetry(load)
    await vi.advanceTimersByTimeAsync(0)
    window.dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toEqual({ default: 'dialog' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('fails for good once every wait is spent', async () => {
    const missing = failedFetch()
    const load = vi.fn<() => Promise<{ default: string }>>().mockRejectedValue(missing)
    const loaded = loadWithRetry(load)
    const outcome = expect(loaded).rejects.toBe(missing)
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0))
    await outcome
    expect(load).toHaveBeenCalledTimes(CHUNK_RETRY_DELAYS_MS.length + 1)
  })
})
