/**
 * Runs `work` on every item, at most `concurrency` at a time, in the items' order, and waits for them all; a
 * failure rejects at once (as Promise.all does), the items already started still running.
 * @example await forEachAtMost(agents, 20, (agent) => signIn(agent))
 */
export async function forEachAtMost<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
}
