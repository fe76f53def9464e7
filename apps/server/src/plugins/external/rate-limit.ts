import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { fallbackStore } from './rate-limit-store'

/**
 * Per-address throttling for the routes that ask for it (login, codes, captchas). Counters live in Redis when
 * REDIS_URL is set, so several server processes share them, and in each process while Redis is away.
 */
export const rateLimitPlugin = fp(async (app) => {
  const link = app.redisLink
  await app.register(rateLimit, { global: false, ...(link ? { store: fallbackStore(link) } : {}) })
})
