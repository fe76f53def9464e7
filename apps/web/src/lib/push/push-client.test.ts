import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPushClient, type PushEvent, type PushSocketHandlers } from './push-client'

type FakeSocket = PushSocketHandlers & { isClosed: boolean }

const setUp = () => {
  const sockets: FakeSocket[] = []
  const client = createPushClient((handlers) => {
    const socket: FakeSocket = { ...handlers, isClosed: false }
    sockets.push(socket)
    return {
      close: () => {
        socket.isClosed = true
      },
    }
  })
  const events: PushEvent[] = []
  const latest = () => sockets[sockets.length - 1] as FakeSocket
  const push = (frame: object) => latest().onMessage(JSON.stringify(frame))
  return {
    client,
    sockets,
    events,
    latest,
    push,
    listen: () => client.subscribe((event) => events.push(event)),
  }
}

describe('createPushClient', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens one socket for several listeners and closes it after the last one leaves', () => {
    const { client, sockets } = setUp()
    const stopFirst = client.subscribe(() => {})
    const stopSecond = client.subscribe(() => {})
    expect(sockets).toHaveLength(1)
    stopFirst()
    expect(sockets[0]?.isClosed).toBe(false)
    stopSecond()
    expect(sockets[0]?.isClosed).toBe(true)
  })

  it('hands NEWS frames to every listener and keeps the socket open', () => {
    const { client, sockets, push } = setUp()
    const first: PushEvent[] = []
    const second: PushEvent[] = []
    client.subscribe((event) => first.push(event))
    client.subscribe((event) => second.push(event))
    push({ type: 'NEWS', cursor: 7 })
    expect(first).toEqual([{ type: 'NEWS', cursor: 7 }])
    expect(second).toEqual(first)
    expect(sockets[0]?.isClosed).toBe(false)
  })

  it('reconnects after a drop within its first step of backoff and then tells listeners it is back', () => {
    const { sockets, events, latest, listen } = setUp()
    listen()
    latest().onOpen()
    expect(events).toEqual([])
    latest().onClose(1006)
    // Somewhere from a quarter of a second to a second after the drop, wherever its random wait falls.
    vi.advanceTimersByTime(249)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(751)
    expect(sockets).toHaveLength(2)
    latest().onOpen()
    expect(events).toEqual([{ type: 'RECONNECTED' }])
  })

  it('shuts the socket for good on a session-ending message, after telling listeners', () => {
    const { sockets, events, latest, push, listen } = setUp()
    listen()
    latest().onOpen()
    push({ type: 'REMOTE_LOGIN', code: 21004, message: '已在别处登录' })
    expect(events).toEqual([{ type: 'REMOTE_LOGIN', code: 21004, message: '已在别处登录' }])
    expect(sockets[0]?.isClosed).toBe(true)
    sockets[0]?.onClose(1000)
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('reports a deliberate close by the server once and does not reconnect', () => {
    const { sockets, events, latest, listen } = setUp()
    listen()
    latest().onClose(4001)
    vi.advanceTimersByTime(60_000)
    expect(events).toEqual([{ type: 'CLOSED_BY_SERVER' }])
    expect(sockets).toHaveLength(1)
  })

  it('opens a fresh socket when listeners come back after a shut, ignoring the old one', () => {
    const { sockets, events, listen } = setUp()
    const stop = listen()
    stop()
    listen()
    expect(sockets).toHaveLength(2)
    sockets[0]?.onMessage(JSON.stringify({ type: 'NEWS', cursor: 1 }))
    sockets[0]?.onClose(1006)
    vi.advanceTimersByTime(60_000)
    expect(events).toEqual([])
    expect(sockets).toHaveLength(2)
  })
})
