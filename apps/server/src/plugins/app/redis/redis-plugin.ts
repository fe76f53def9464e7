import fp from 'fastify-plugin'
import { openRedisLink } from './redis-link'

/** `app.redisLink`: the connections to Redis when REDIS_URL is set (rate limits, push bus), else null. */
export const redisPlugin = fp(async (app) => {
  const link = app.config.redisUrl ? await openRedisLink(app.config.redisUrl, app.log) : null
  app.decorate('redisLink', link)
  if (link) app.addHook('onClose', () => link.close())
})
