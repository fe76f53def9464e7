import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { RECONNECT_CAP_MS } from '../redis/reconnect-cap'
import type { RedisLink } from '../redis/redis-link'
import { createLocalPushBus, type PushBus } from './push-bus'
import type { PushChannel } from './postgres-push-channel'
import type { PushPublication } from './push-publication'
import { readPushEnvelope } from './push-publication-schema'

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

  const deliverHere = (publication: PushPublication) =>
    local.publish(publication).catch((error: unknown) => log.error({ err: error }, 'push not delivered'))
  // Redis and PostgreSQL NOTIFY are read as untrusted input: only a well-formed envelope is delivered.
  const hear = (raw: string) => {
    const envelope = readPushEnvelope(raw)
    if (!envelope) return void log.error('a malformed push publication from another process was refused')
    if (envelope.origin !== origin) void deliverHere(envelope.publication)
  }
  link.subscriber.on('message', (_channel, raw: string) => hear(raw))
  link.subscriber
    .subscribe(CHANNEL)
    .catch((error: unknown) => log.error({ err: error }, 'push bus not subscribed'))
  fallback?.subscribe(hear)

  const wire = (publication: PushPublication) => JSON.stringify({ origin, publication } satisfies Envelope)
  const sendToRedis = async (publication: PushPublication) =>
    void (await link.commands.publish(CHANNEL, wire(publication)))

  let retry: NodeJS.Timeout | undefined
  let isFlushing = false
  const flushHeld = async () => {
    if (isFlushing) return
    isFlushing = true
    try {
      while (held.length > 0 && isSettled) {
        await sendToRedis(held[0] as PushPublication)
        held.shift()
      }
    } catch {
      // Redis did not take it although the link looks up (a command timed out): try again shortly, in order.
      clearTimeout(retry)
      retry = setTimeout(() => void flushHeld(), RECONNECT_CAP_MS)
      retry.unref()
    } finally {
      isFlushing = false
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

  let droppedCount = 0
  const hold = (publication: PushPublication) => {
    if (held.length >= MAX_HELD && held.shift()) {
      // Said once per outage, not once per publication.
      if (droppedCount === 0) log.warn(`over ${MAX_HELD} push publications held: the oldest are dropped`)
      droppedCount += 1
    } else if (held.length === 0) droppedCount = 0
    held.push(publication)
    if (isSettled) void flushHeld()
  }
  // Ending sessions must reach every process at once, also one whose own subscriber is away while Redis looks up
  // from here: PostgreSQL carries it as well (such publications are rare, and a repeat only closes closed sockets).
  const sendThroughPostgres = async (publication: PushPublication): Promise<boolean> => {
    if (!publication.closeCode || !fallback) return false
    return fallback.send(wire(publication)).then(
      () => true,
      (error: unknown) => {
        log.error({ err: error }, 'session-ending push not sent through PostgreSQL')
        return false
      },
    )
  }

  return {
    publish: async (publication) => {
      await deliverHere(publication)
      const isSentThroughPostgres = await sendThroughPostgres(publication)
      if (isSettled && held.length === 0) {
        try {
          return await sendToRedis(publication)
        } catch {
          // Redis went away under this publication: PostgreSQL carried it, or it waits for Redis.
        }
      }
      if (!isSentThroughPostgres) hold(publication)
    },
    subscribe: local.subscribe,
    close: async () => {
      clearTimeout(settle)
      clearTimeout(retry)
      await local.close()
      await fallback?.close()
    },
  }
}
