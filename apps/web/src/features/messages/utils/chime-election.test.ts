import { describe, expect, it } from 'vitest'
import { electChimeTab, type ChimeLocks, type ChimeStorage } from './chime-election'

/** One origin's shared storage and lock manager, as the tabs of one browser see them. */
const sharedBrowser = () => {
  const values = new Map<string, string>()
  const storage: ChimeStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  }
  let queue: Promise<unknown> = Promise.resolve()
  const locks: ChimeLocks = {
    request: (_name, callback) => {
      const result = queue.then(async () => {
        // Yield inside the lock, as a real callback may, to show the claim stays exclusive.
        await new Promise((done) => setTimeout(done, 1))
        return callback()
      })
      queue = result
      return result as never
    },
  }
  return { storage, locks }
}

describe('electChimeTab', () => {
  it('lets exactly one of several tabs chime for the same arrival', async () => {
    const browser = sharedBrowser()
    const votes = await Promise.all([1, 2, 3, 4].map(() => electChimeTab(42, browser)))
    expect(votes.filter(Boolean)).toHaveLength(1)
  })

  it('chimes again for a newer arrival but never for an older or the same one', async () => {
    const browser = sharedBrowser()
    expect(await electChimeTab(42, browser)).toBe(true)
    expect(await electChimeTab(42, browser)).toBe(false)
    expect(await electChimeTab(40, browser)).toBe(false)
    expect(await electChimeTab(43, browser)).toBe(true)
  })

  it('still elects without Web Locks, and stays silent when storage fails', async () => {
    const { storage } = sharedBrowser()
    expect(await electChimeTab(7, { storage })).toBe(true)
    expect(await electChimeTab(7, { storage })).toBe(false)
    const broken: ChimeStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {},
    }
    expect(await electChimeTab(8, { storage: broken })).toBe(false)
  })
})
