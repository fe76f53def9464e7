import { describe, expect, it } from 'vitest'
import type { RedisLink } from '../app/redis/redis-link'
import { fallbackStore } from './rate-limit-store'

type Counted = { current: number; ttl: number }

/** A link whose Redis counts `shared` per key while up, and fails each command while `isFailing`. */
function fakeLink(state: { isUp: boolean; isFailing?: boolean }) {
  const shared = new Map<string, number>()
  const commands = {
    rateLimit: (key: string, timeWindow: number, ...rest: unknown[]) => {
      const callback = rest.at(-1) as (error: Error | null, result?: [number, number]) => void
      if (state.isFailing) return callback(new Error('Command timed out'))
      shared.set(key, (shared.get(key) ?? 0) + 1)
      callback(null, [shared.get(key) ?? 0, timeWindow])
    },
    rateLimitRead: () => undefined,
  }
  return { link: { commands, isUp: () => state.isUp } as unknown as RedisLink, shared }
}

const count = (store: InstanceType<ReturnType<typeof fallbackStore>>, key: string) =>
  new Promise<Counted>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result as Counted)), 60_000, 5),
  )

describe('the rate-limit store with a fallback', () => {
  it('counts in Redis while Redis answers', async () => {
    const { link, shared } = fakeLink({ isUp: true })
    const store = new (fallbackStore(link))({})
    await count(store, '10.0.0.1')
    expect((await count(store, '10.0.0.1')).current).toBe(2)
    expect([...shared.values()]).toEqual([2])
  })

  it('counts in this process while Redis is away, and when a command fails, and goes back to Redis', async () => {
    const state = { isUp: false, isFailing: false }
    const { link, shared } = fakeLink(state)
    const store = new (fallbackStore(link))({})
    await count(store, '10.0.0.1')
    state.isUp = true
    state.isFailing = true
    expect((await count(store, '10.0.0.1')).current).toBe(2)
    expect(shared.size).toBe(0)
    state.isFailing = false
    expect((await count(store, '10.0.0.1')).current).toBe(1)
  })
})
