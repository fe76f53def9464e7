import { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { PushPublication } from './push-publication'

/** Carries publications of any domain to the push sockets of every server process; it knows no message type. */
export type PushBus = {
  publish: (publication: PushPublication) => Promise<void>
  subscribe: (listener: (publication: PushPublication) => void) => () => void
  close: () => Promise<void>
}

const CHANNEL = 'portal:push'

/** One process: publications go straight to this process's sockets. */
export function createLocalPushBus(): PushBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    publish: async (publication) => void emitter.emit(CHANNEL, publication),
    subscribe: (listener) => {
      emitter.on(CHANNEL, listener)
      return () => emitter.off(CHANNEL, listener)
    },
    close: async () => void emitter.removeAllListeners(),
  }
}

/** Several processes sharing one Redis: every process hears every publication and tells its own sockets. */
export function createRedisPushBus(url: string): PushBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 })
  const subscriber = new Redis(url, { lazyConnect: false })
  const local = createLocalPushBus()
  void subscriber.subscribe(CHANNEL)
  subscriber.on(
    'message',
    (_channel, payload: string) => void local.publish(JSON.parse(payload) as PushPublication),
  )
  return {
    publish: async (publication) => void (await publisher.publish(CHANNEL, JSON.stringify(publication))),
    subscribe: local.subscribe,
    close: async () => {
      await local.close()
      subscriber.disconnect()
      publisher.disconnect()
    },
  }
}

/** The push bus: Redis when REDIS_URL is set, else within this process. */
export const pushBusPlugin = fp(async (app) => {
  const bus = app.config.redisUrl ? createRedisPushBus(app.config.redisUrl) : createLocalPushBus()
  app.decorate('pushBus', bus)
  app.addHook('onClose', () => bus.close())
})
