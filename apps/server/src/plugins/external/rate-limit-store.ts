import { createRequire } from 'node:module'
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import type { RedisLink } from '../app/redis/redis-link'

type StoreFlags = [continueExceeding?: boolean, exponentialBackoff?: boolean]
// The package's own stores, plain CommonJS files it does not export by name; the fallback wraps one of each.
const require = createRequire(import.meta.url)
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  ...flags: StoreFlags
) => FastifyRateLimitStore
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  ...args: [...StoreFlags, redis: Redis]
) => FastifyRateLimitStore

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0]
/** The plugin hands every store its merged settings, these two among them (its types leave them out). */
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean }

/**
 * A rate-limit store that counts in Redis while Redis answers (shared by every process) and in this process
 * while it does not: the limit still holds, per process, and nothing waits on a dead connection. It returns to
 * Redis by itself once Redis is back.
 * @example await app.register(rateLimit, { store: fallbackStore(link) })
 */
export function fallbackStore(link: RedisLink) {
  return class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore
    private readonly local: FastifyRateLimitStore

    constructor(
      options: FastifyRateLimitOptions | ChildOptions,
      stores?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore },
    ) {
      const { continueExceeding, exponentialBackoff } = options as StoreOptions
      this.shared = stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, link.commands)
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff)
    }

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
      if (!link.isUp()) return this.local.incr(key, callback, timeWindow, max)
      // A command lost as the connection drops is counted here instead.
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      )
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new FallbackStore(options, {
        shared: this.shared.child(options),
        local: this.local.child(options),
      })
    }
  }
}
