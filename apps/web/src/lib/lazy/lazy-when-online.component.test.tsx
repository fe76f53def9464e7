import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWhenOnline } from './lazy-when-online'

const setOnline = (isOnline: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline)

describe('loading a chunk when the network drops', () => {
  afterEach(() => vi.restoreAllMocks())

  it('waits for online after a load that failed offline, and loads again then', async () => {
    setOnline(false)
    const load = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 'dialog' })
    const loaded = loadWhenOnline(load)
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toEqual({ default: 'dialog' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('fails as before when the load failed while online', async () => {
    setOnline(true)
    const missing = new TypeError('404')
    await expect(loadWhenOnline(() => Promise.reject(missing))).rejects.toBe(missing)
  })
})
