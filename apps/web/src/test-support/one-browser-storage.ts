/**
 * One origin's shared storage and lock manager, as every tab of one browser sees them: a claim made under the
 * lock (read, then write) is exclusive, even when the callback yields inside it as a real one may.
 * @example const browser = oneBrowserStorage(); await Promise.all(tabs.map(() => electChimeTab(42, browser)))
 */
export const oneBrowserStorage = () => {
  const values = new Map<string, string>()
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
  let queue: Promise<unknown> = Promise.resolve()
  const locks = {
    request: <R>(_name: string, callback: () => R): Promise<Awaited<R>> => {
      const result = queue.then(async () => {
        await new Promise((done) => setTimeout(done, 1))
        return callback()
      })
      queue = result
      return result as Promise<Awaited<R>>
    },
  }
  return { storage, locks, values }
}
