/**
 * A Storage kept in memory, for unit tests of code that takes its storage as a parameter (the node environment
 * has no localStorage).
 * @example const storage = memoryStorage(); writeMediaDeviceChoice(choice, storage)
 */
export const memoryStorage = (): Storage => {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}
