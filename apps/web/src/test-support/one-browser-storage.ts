import type { IfFreeLocks } from '@/lib/tabs/claim-if-free'

/**
 * One browser's tabs as Chromium runs them: one lock manager for all of them, and a localStorage each tab keeps a
 * copy of, so another tab's write reaches a tab already open only later (here: not at all); a tab opened (or
 * reloaded) afterwards reads it. `shared` is what a new tab reads.
 * @example const browser = oneBrowser(); await Promise.all(['a', 'b'].map((id) => electChimeTab(42, browser.openTab())))
 */
export const oneBrowser = () => {
  const shared = new Map<string, string>()
  const held = new Set<string>()
  const locks: IfFreeLocks = {
    request: async <R>(
      name: string,
      _options: unknown,
      callback: (lock: unknown) => R,
    ): Promise<Awaited<R>> => {
      await new Promise((done) => setTimeout(done, 1))
      if (held.has(name)) return await callback(null)
      held.add(name)
      try {
        return await callback({ name })
      } finally {
        held.delete(name)
      }
    },
  }
  const openTab = ({ withLocks = true } = {}) => {
    const copy = new Map(shared)
    const storage = {
      getItem: (key: string) => copy.get(key) ?? null,
      setItem: (key: string, value: string) => {
        copy.set(key, value)
        shared.set(key, value)
      },
    }
    return { storage, ...(withLocks ? { locks } : {}) }
  }
  return { openTab, shared }
}
