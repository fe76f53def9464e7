import type { FastifyBaseLogger } from 'fastify'
import { Redis, type RedisOptions } from 'ioredis'
import { RECONNECT_CAP_MS } from './reconnect-cap'

/** How long one command may wait for its answer before it counts as failed (Redis answers in microseconds). */
const COMMAND_TIMEOUT_MS = 500

/**
 * This process's two connections to Redis and whether they answer. Commands fail at once while Redis is away
 * (nothing queues behind a dead connection), so their callers fall back instead of waiting.
 */
export type RedisLink = {
  /** Rate-limit counters and push publications. */
  commands: Redis
  /** The push bus's subscription: a connection in subscriber mode runs nothing else. */
  subscriber: Redis
  isUp: () => boolean
  /** `listener` hears each outage start ('down') and end ('back': both connections answer again). */
  onChange: (listener: (change: 'down' | 'back') => void) => void
  close: () => Promise<void>
}

/**
 * Opens the connections, reconnecting with a backoff capped at RECONNECT_CAP_MS, and logs an outage once when it
 * starts and once when it ends, with its duration (never one line per failed attempt).
 * @example const link = await openRedisLink(config.redisUrl, app.log); link.isUp()
 */
export async function openRedisLink(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const base: RedisOptions = {
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, RECONNECT_CAP_MS),
  }
  const commands = new Redis(url, {
    ...base,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A command that timed out has been answered with a fallback: it must not run again after a reconnect.
    autoResendUnfulfilledCommands: false,
  })
  // The subscription waits for a connection rather than failing; ioredis renews it after each reconnect.
  const subscriber = new Redis(url, { ...base, maxRetriesPerRequest: null })
  const clients = [commands, subscriber]
  const down = new Set<Redis>()
  const listeners: ((change: 'down' | 'back') => void)[] = []
  let outageStartedAt: number | null = null
  let isClosing = false

  for (const client of clients) {
    const lost = (error?: Error) => {
      if (isClosing) return
      down.add(client)
      if (outageStartedAt !== null) return
      outageStartedAt = Date.now()
      log.warn(
        { err: error },
        'redis unreachable: rate limits count per process and push between processes waits until it is back',
      )
      for (const listener of listeners) listener('down')
    }
    client.on('error', lost)
    client.on('close', () => lost())
    client.on('ready', () => {
      down.delete(client)
      if (down.size > 0 || outageStartedAt === null) return
      const outageMs = Date.now() - outageStartedAt
      outageStartedAt = null
      log.info({ outageMs }, `redis is back after ${(outageMs / 1000).toFixed(1)} s`)
      for (const listener of listeners) listener('back')
    })
  }
  await Promise.all(clients.map((client) => readyWithin(client, 2 * RECONNECT_CAP_MS)))

  return {
    commands,
    subscriber,
    isUp: () => commands.status === 'ready',
    onChange: (listener) => void listeners.push(listener),
    close: async () => {
      isClosing = true
      for (const client of clients) client.disconnect()
    },
  }
}

/** Waits for a first connection, but starts without one: the outage is then logged and the fallbacks serve. */
function readyWithin(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    client.once('ready', done)
    function done() {
      clearTimeout(timer)
      client.off('ready', done)
      resolve()
    }
  })
}
