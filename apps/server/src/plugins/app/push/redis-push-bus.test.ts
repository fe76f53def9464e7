import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUSH_CLOSE_CODES } from '@portal/contract'
import type { RedisLink } from '../redis/redis-link'
import type { PushChannel } from './postgres-push-channel'
import type { PushPublication } from './push-publication'
import { createRedisPushBus } from './redis-push-bus'

const news: PushPublication = { audience: { tenantId: 't1' }, message: { type: 'NEWS', cursor: 7 } }
const logout: PushPublication = { audience: { sessionIds: ['s1'] }, closeCode: PUSH_CLOSE_CODES.loggedOut }
const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger

/** A Redis link whose connection the test turns off and on, recording what it published. */
function fakeLink() {
  let isUp = true
  let timeouts = 0
  const listeners: ((change: 'down' | 'back') => void)[] = []
  const sent: PushPublication[] = []
  const wire: string[] = []
  const subscriber = Object.assign(new EventEmitter(), { subscribe: async () => 1 })
  const commands = {
    publish: async (_channel: string, raw: string) => {
      if (!isUp) throw new Error("Stream isn't writeable and enableOfflineQueue options is false")
      if (timeouts > 0) {
        timeouts -= 1
        throw new Error('Command timed out')
      }
      wire.push(raw)
      sent.push((JSON.parse(raw) as { publication: PushPublication }).publication)
      return 1
    },
  }
  const link = {
    commands,
    subscriber,
    isUp: () => isUp,
    onChange: (listener: (change: 'down' | 'back') => void) => void listeners.push(listener),
    close: async () => undefined,
  } as unknown as RedisLink
  const change = (next: 'down' | 'back') => {
    isUp = next === 'back'
    for (const listener of listeners) listener(next)
  }
  /** The next publishes time out while the connection stays up (Redis paused, say). */
  const timeOut = (count: number) => void (timeouts = count)
  return { link, sent, wire, change, timeOut }
}

function fakeChannel() {
  const sent: string[] = []
  const channel: PushChannel = {
    send: async (message) => void sent.push(message),
    subscribe: () => undefined,
    close: async () => undefined,
  }
  return { channel, sent }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('the Redis push bus', () => {
  it('delivers to this process at once and to the others through Redis', async () => {
    const { link, sent } = fakeLink()
    const bus = createRedisPushBus(link, { log, fallback: null })
    const heard: PushPublication[] = []
    bus.subscribe((publication) => heard.push(publication))
    await bus.publish(news)
    expect(heard).toEqual([news])
    expect(sent).toEqual([news])
  })

  it('answers a publish while Redis is away, ends sessions through PostgreSQL and holds the rest', async () => {
    const { link, sent, change } = fakeLink()
    const { channel, sent: throughPostgres } = fakeChannel()
    const bus = createRedisPushBus(link, { log, fallback: channel })
    change('down')
    await expect(bus.publish(news)).resolves.toBeUndefined()
    await expect(bus.publish(logout)).resolves.toBeUndefined()
    expect(throughPostgres.map((raw) => JSON.parse(raw).publication)).toEqual([logout])
    expect(sent).toEqual([])

    // Once Redis is back and every process has had time to subscribe again, the held ones go, in order.
    change('back')
    await bus.publish({ ...news, message: { type: 'NEWS', cursor: 8 } })
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(2000)
    expect(sent.map((publication) => publication.message)).toEqual([
      { type: 'NEWS', cursor: 7 },
      { type: 'NEWS', cursor: 8 },
    ])
    await bus.publish(news)
    expect(sent).toHaveLength(3)
  })

  it('hears the other processes through Redis, not its own publications a second time', async () => {
    const { link, wire } = fakeLink()
    const bus = createRedisPushBus(link, { log, fallback: null })
    const heard: PushPublication[] = []
    bus.subscribe((publication) => heard.push(publication))
    await bus.publish(news)
    link.subscriber.emit('message', 'portal:push', wire[0])
    link.subscriber.emit('message', 'portal:push', JSON.stringify({ origin: 'another', publication: logout }))
    expect(heard).toEqual([news, logout])
  })

  it('refuses a malformed publication from another process, and a failing subscriber fails nothing', async () => {
    const { link } = fakeLink()
    const bus = createRedisPushBus(link, { log, fallback: null })
    const heard: PushPublication[] = []
    bus.subscribe((publication) => {
      if ('sessionIds' in publication.audience && publication.audience.sessionIds.includes('boom')) {
        throw new Error('a socket that cannot take it')
      }
      heard.push(publication)
    })
    for (const raw of [
      'not json',
      JSON.stringify({ origin: 'another', publication: null }),
      JSON.stringify({ origin: 'another', publication: { audience: { sessionIds: 's1' } } }),
      JSON.stringify({
        origin: 'another',
        publication: { audience: { sessionIds: ['s1'] }, closeCode: 1000 },
      }),
      JSON.stringify({
        origin: 'another',
        publication: { audience: { tenantId: 't1' }, localized: { message: 'not.a.key' } },
      }),
    ]) {
      link.subscriber.emit('message', 'portal:push', raw)
    }
    expect(heard).toEqual([])
    const crashing = { audience: { sessionIds: ['boom'] }, closeCode: PUSH_CLOSE_CODES.loggedOut }
    link.subscriber.emit(
      'message',
      'portal:push',
      JSON.stringify({ origin: 'another', publication: crashing }),
    )
    await expect(bus.publish({ ...crashing })).resolves.toBeUndefined()
    await vi.advanceTimersByTimeAsync(0)
    link.subscriber.emit('message', 'portal:push', JSON.stringify({ origin: 'another', publication: logout }))
    expect(heard).toEqual([logout])
  })

  it('sends what a timed-out publish held once Redis answers again, though the link never went down', async () => {
    const { link, sent, timeOut } = fakeLink()
    const bus = createRedisPushBus(link, { log, fallback: null })
    timeOut(2)
    await bus.publish(news)
    await bus.publish({ ...news, message: { type: 'NEWS', cursor: 8 } })
    await vi.advanceTimersByTimeAsync(5000)
    expect(sent.map((publication) => publication.message)).toEqual([
      { type: 'NEWS', cursor: 7 },
      { type: 'NEWS', cursor: 8 },
    ])
    await bus.publish(news)
    expect(sent).toHaveLength(3)
  })

  it('also sends a session-ending publication through PostgreSQL while Redis is up', async () => {
    const { link, sent } = fakeLink()
    const { channel, sent: throughPostgres } = fakeChannel()
    const bus = createRedisPushBus(link, { log, fallback: channel })
    await bus.publish(logout)
    await bus.publish(news)
    expect(sent).toEqual([logout, news])
    expect(throughPostgres.map((raw) => JSON.parse(raw).publication)).toEqual([logout])
  })
})
