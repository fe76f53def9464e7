import type { PushChannel } from '../push-channel'
import type { PushLocks } from '../push-leader'

/**
 * Web Locks as the browser grants them: one holder per name, the others queued in order; a holder keeps the lock
 * until its callback's promise settles.
 * @example const locks = fakeLocks(); await locks.request('x', async () => {})
 */
export const fakeLocks = (): PushLocks => {
  const queues = new Map<string, (() => Promise<void>)[]>()
  const held = new Set<string>()
  const grantNext = (name: string) => {
    if (held.has(name)) return
    const callback = queues.get(name)?.shift()
    if (!callback) return
    held.add(name)
    void callback().finally(() => {
      held.delete(name)
      grantNext(name)
    })
  }
  return {
    request: async (name, callback) => {
      queues.set(name, [...(queues.get(name) ?? []), callback])
      grantNext(name)
    },
  }
}

/**
 * BroadcastChannels of one origin: a post reaches every other open end (never its own), as a structured clone.
 * @example const network = fakeChannelNetwork(); const first = network.open(); const second = network.open()
 */
export const fakeChannelNetwork = () => {
  const ends = new Set<{ receivers: ((data: unknown) => void)[] }>()
  const open = (): PushChannel & { close: () => void } => {
    const end = { receivers: [] as ((data: unknown) => void)[] }
    ends.add(end)
    return {
      post: (message) => {
        for (const other of [...ends]) {
          if (other !== end) for (const receive of other.receivers) receive(structuredClone(message))
        }
      },
      listen: (receive) => void end.receivers.push(receive),
      close: () => void ends.delete(end),
    }
  }
  return { open }
}
