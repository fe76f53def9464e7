import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPushConnection, type PushSocketHandlers } from './push-connection'

// By default every wait at the top of its spread: the steps of the backoff, exactly.
const setUp = (random = () => 1) => {
  const sockets: PushSocketHandlers[] = []
  let networkBack = () => {}
  const events = { onOpen: vi.fn(), onDrop: vi.fn(), onFrame: vi.fn(), onClosedByServer: vi.fn() }
  const connection = createPushConnection(
    (handlers) => {
      sockets.push(handlers)
      return { close: () => {} }
    },
    events,
    (onBack) => {
      networkBack = onBack
      return () => (networkBack = () => {})
    },
    random,
  )
  const latest = () => sockets[sockets.length - 1] as PushSocketHandlers
  return { connection, sockets, events, latest, sayNetworkBack: () => networkBack() }
}

describe('createPushConnection', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reconnects at once when the network comes back instead of waiting out a grown backoff', () => {
    const { connection, sockets, latest, sayNetworkBack } = setUp()
    connection.start()
    latest().onOpen()
    // Six failed attempts in a row: the next one is 10 s away.
    for (const delay of [0, 1000, 2000, 4000, 8000, 10_000]) {
      vi.advanceTimersByTime(delay)
      latest().onClose(1006)
    }
    expect(sockets).toHaveLength(6)
    vi.advanceTimersByTime(9_000)
    expect(sockets).toHaveLength(6)

    sayNetworkBack()
    expect(sockets).toHaveLength(7)
    latest().onOpen()
    // Back on the first step of the backoff, and no second socket from the timer that was waiting.
    vi.advanceTimersByTime(30_000)
    expect(sockets).toHaveLength(7)
  })

  it('places each wait in its spread by its random draw: at the bottom, a quarter of the step', () => {
    const { connection, sockets, latest } = setUp(() => 0)
    connection.start()
    latest().onClose(1006)
    vi.advanceTimersByTime(249)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    latest().onClose(1006)
    vi.advanceTimersByTime(500)
    expect(sockets).toHaveLength(3)
  })

  it('ignores the network coming back while its socket is open or after it was stopped', () => {
    const { connection, sockets, latest, sayNetworkBack } = setUp()
    connection.start()
    latest().onOpen()
    sayNetworkBack()
    expect(sockets).toHaveLength(1)
    latest().onClose(1006)
    connection.stop()
    sayNetworkBack()
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })
})
