import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'

/**
 * Per-address throttling for the routes that ask for it (login, codes, captchas). Counters live in Redis when
 * REDIS_URL is set, so several server processes share them.
 */
export const rateLimitPlugin = fp(async (app) => {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) })
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
})
