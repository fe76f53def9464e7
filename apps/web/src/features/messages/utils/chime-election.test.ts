import { describe, expect, it } from 'vitest'
import { electChimeTab, type ChimeStorage } from './chime-election'
import { oneBrowser } from '@/test-support/one-browser-storage'

describe('electChimeTab', () => {
  it('lets exactly one of several tabs chime for the same arrival, though none sees the others’ storage yet', async () => {
    const browser = oneBrowser()
    const votes = await Promise.all([1, 2, 3, 4].map(() => electChimeTab(42, browser.openTab())))
    expect(votes.filter(Boolean)).toHaveLength(1)
  })

  it('chimes again for a newer arrival but never for an older or the same one', async () => {
    const tab = oneBrowser().openTab()
    expect(await electChimeTab(42, tab)).toBe(true)
    expect(await electChimeTab(42, tab)).toBe(false)
    expect(await electChimeTab(40, tab)).toBe(false)
    expect(await electChimeTab(43, tab)).toBe(true)
  })

  it('still elects without Web Locks, and stays silent when storage fails', async () => {
    const { storage } = oneBrowser().openTab({ withLocks: false })
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
