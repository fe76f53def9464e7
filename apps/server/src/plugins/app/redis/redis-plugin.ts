import fp from 'fastify-plugin'

/**
 * `app.redisLink`: the connections to Redis when REDIS_URL is set (rate limits, push bus), else null. The Redis
 * client is loaded only then: a process without Redis never reads it.
 */
export const redisPlugin = fp(async (app) => {
  const link = app.config.redisUrl
    ? await (await import('./redis-link')).openRedisLink(app.config.redisUrl, app.log)
    : null
  app.decorate('redisLink', link)
  if (link) app.addHook('onClose', () => link.close())
})
