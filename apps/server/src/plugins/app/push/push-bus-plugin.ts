import fp from 'fastify-plugin'
import { openPostgresPushChannel } from './postgres-push-channel'
import { createLocalPushBus } from './push-bus'
import { createRedisPushBus } from './redis-push-bus'

/**
 * The push bus: Redis when REDIS_URL is set (with PostgreSQL as the way around it for session-ending
 * publications, when the data store is a shared PostgreSQL), else within this process.
 */
export const pushBusPlugin = fp(async (app) => {
  const link = app.redisLink
  const { store } = app
  const fallback =
    link && store.kind === 'postgres'
      ? await openPostgresPushChannel(store.ownerConnection, store.db, app.log)
      : null
  const bus = link ? createRedisPushBus(link, { log: app.log, fallback }) : createLocalPushBus()
  app.decorate('pushBus', bus)
  app.addHook('onClose', () => bus.close())
})
