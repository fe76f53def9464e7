import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { RECONNECT_CAP_MS, type RedisLink } from '../redis/redis-link'
import { createLocalPushBus, type PushBus } from './push-bus'
import type { PushChannel } from './postgres-push-channel'
import type { PushPublication } from './push-publication'

const CHANNEL = 'portal:push'

/** After Redis is back, every process has reconnected (and subscribed again) within this time. */
const SETTLE_MS = RECONNECT_CAP_MS + 500

/** Publications held while Redis is away; beyond this the oldest go (pages catch up through remind anyway). */
const MAX_HELD = 1000

/** What travels between processes: the publication and the process it came from, which has delivered it. */
type Envelope = { origin: string; publication: PushPublication }

/**
 * Several processes sharing one Redis: each publication reaches this process's sockets at once and the other
 * processes through Redis. Publishing never fails once the write behind it committed. While Redis is away (and
 * until every process has had time to subscribe again), a publication that ends sessions goes through
 * PostgreSQL instead (`fallback`), so the other processes close those sockets at once; any other is held and
 * published, in order, once Redis is back.
 */
export function createRedisPushBus(
  link: RedisLink,
  options: { log: FastifyBaseLogger; fallback: PushChannel | null },
): PushBus {
  const { log, fallback } = options
  const origin = randomUUID()
  const local = createLocalPushBus()
  const held: PushPublication[] = []
  let isSettled = link.isUp()
  let settle: NodeJS.Timeout | undefined

  const hear = (raw: string) => {
    try {
      const envelope = JSON.parse(raw) as Envelope
      if (envelope.origin !== origin) void local.publish(envelope.publication)
    } catch (error) {
      log.error({ err: error }, 'push publication from another process not delivered')
    }
  }
  link.subscriber.on('message', (_channel, raw: string) => hear(raw))
  link.subscriber
    .subscribe(CHANNEL)
    .catch((error: unknown) => log.error({ err: error }, 'push bus not subscribed'))
  fallback?.subscribe(hear)

  const wire = (publication: PushPublication) => JSON.stringify({ origin, publication } satisfies Envelope)
  const sendToRedis = async (publication: PushPublication) =>
    void (await link.commands.publish(CHANNEL, wire(publication)))

  const flushHeld = async () => {
    while (held.length > 0 && isSettled) {
      try {
        await sendToRedis(held[0] as PushPublication)
        held.shift()
      } catch {
        return
      }
    }
  }
  link.onChange((change) => {
    clearTimeout(settle)
    isSettled = false
    if (change === 'back') {
      settle = setTimeout(() => {
        isSettled = true
        void flushHeld()
      }, SETTLE_MS)
    }
  })

  const hold = (publication: PushPublication) => {
    if (held.length >= MAX_HELD && held.shift()) log.warn('push publications dropped while Redis is away')
    held.push(publication)
  }
  const sendAround = async (publication: PushPublication) => {
    if (!fallback) return hold(publication)
    await fallback.send(wire(publication)).catch((error: unknown) => {
      log.error({ err: error }, 'session-ending push not sent through PostgreSQL')
      hold(publication)
    })
  }

  return {
    publish: async (publication) => {
      await local
        .publish(publication)
        .catch((error: unknown) => log.error({ err: error }, 'push not delivered'))
      if (isSettled && held.length === 0) {
        try {
          return await sendToRedis(publication)
        } catch {
          // Redis went away under this publication: the fallbacks below carry it.
        }
      }
      return publication.closeCode ? sendAround(publication) : hold(publication)
    },
    subscribe: local.subscribe,
    close: async () => {
      clearTimeout(settle)
      await local.close()
      await fallback?.close()
    },
  }
}
