import { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { MessageKey, ResponseCodeName } from '@portal/contract'

/**
 * Something to tell some sessions now; each socket translates the message into its own page's language.
 * LOGGED_OUT only closes the sockets of a session that logged out.
 */
export type SessionPushEvent = {
  sessionIds: string[]
  type: 'REMOTE_LOGIN' | 'SESSION_ENDED' | 'LOGGED_OUT'
  codeName: ResponseCodeName
  messageKey: MessageKey
}

/**
 * Messages were delivered in a tenant: to these accounts, or to every session of the tenant when accountIds is
 * null. The cursor is the tenant's latest delivery seq; the page asks the remind call what it missed.
 */
export type NewsPushEvent = { type: 'NEWS'; tenantId: string; accountIds: string[] | null; cursor: number }

export type PushEvent = SessionPushEvent | NewsPushEvent

export type PushBus = {
  publish: (event: PushEvent) => Promise<void>
  subscribe: (listener: (event: PushEvent) => void) => () => void
  close: () => Promise<void>
}

const CHANNEL = 'portal:push'

/** One process: events go straight to this process's sockets. */
export function createLocalPushBus(): PushBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    publish: async (event) => void emitter.emit(CHANNEL, event),
    subscribe: (listener) => {
      emitter.on(CHANNEL, listener)
      return () => emitter.off(CHANNEL, listener)
    },
    close: async () => void emitter.removeAllListeners(),
  }
}

/** Several processes sharing one Redis: every process hears every event and tells its own sockets. */
export function createRedisPushBus(url: string): PushBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 })
  const subscriber = new Redis(url, { lazyConnect: false })
  const local = createLocalPushBus()
  void subscriber.subscribe(CHANNEL)
  subscriber.on(
    'message',
    (_channel, payload: string) => void local.publish(JSON.parse(payload) as PushEvent),
  )
  return {
    publish: async (event) => void (await publisher.publish(CHANNEL, JSON.stringify(event))),
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
