import { type PushFrame, pushCloseCodeOf } from '@portal/contract'
import { isFinalCloseCode, parsePushFrame, reconnectDelayMs } from './push-socket'

/** What the connection does with its socket's events; `openSocket` wires them to a real WebSocket (or a test's). */
export type PushSocketHandlers = {
  onOpen: () => void
  onMessage: (data: unknown) => void
  onClose: (code: number) => void
}
export type PushSocket = { close: () => void }
export type OpenPushSocket = (handlers: PushSocketHandlers) => PushSocket

/** What the connection tells its owner. */
export type PushConnectionEvents = {
  /** A socket opened (the first one, or one after a drop: frames pushed meanwhile were lost). */
  onOpen: () => void
  /** A socket dropped; another is on its way. */
  onDrop: () => void
  /** A pushed frame, of any type. */
  onFrame: (frame: PushFrame) => void
  /** The server closed the socket on purpose without a message: the session has to be checked again. */
  onClosedByServer: () => void
}

export type PushConnection = { start: () => void; stop: () => void; isRunning: () => boolean }

/** Calls `onBack` whenever the browser says its network is back; returns the way to stop listening. */
export type NetworkBack = (onBack: () => void) => () => void

/** The `online` event of this page or worker; never, where there is none (Node, in unit tests). */
const browserOnline: NetworkBack = (onBack) => {
  const scope = globalThis as Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>
  scope.addEventListener?.('online', onBack)
  return () => scope.removeEventListener?.('online', onBack)
}

/**
 * One push socket kept open while started: reconnected with a spread backoff when it drops (at once when the browser
 * says its network is back), and stopped for good by a deliberate close of the server or by a message whose
 * declaration ends the connection (until started again). `random` places each wait in its spread (tests fix it).
 * @example const connection = createPushConnection(openWebSocket, events); connection.start()
 */
export const createPushConnection = (
  openSocket: OpenPushSocket,
  events: PushConnectionEvents,
  networkBack: NetworkBack = browserOnline,
  random: () => number = Math.random,
): PushConnection => {
  let socket: PushSocket | null = null
  // Set while a reconnection waits out its backoff.
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let failedAttempts = 0
  let stopHearingNetwork = () => {}

  const stop = () => {
    clearTimeout(retryTimer)
    retryTimer = undefined
    stopHearingNetwork()
    socket?.close()
    socket = null
  }

  const connect = () => {
    retryTimer = undefined
    const current: PushSocket = openSocket({
      onOpen: () => {
        if (socket !== current) return
        failedAttempts = 0
        events.onOpen()
      },
      onMessage: (data) => {
        const frame = parsePushFrame(data)
        if (!frame || socket !== current) return
        // The server closes the socket after this message; only a final code means there is nothing to reconnect to.
        const closeCode = pushCloseCodeOf(frame.type)
        if (closeCode !== undefined && isFinalCloseCode(closeCode)) stop()
        events.onFrame(frame)
      },
      onClose: (code) => {
        if (socket !== current) return
        if (isFinalCloseCode(code)) {
          stop()
          events.onClosedByServer()
          return
        }
        events.onDrop()
        retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts, random))
        failedAttempts += 1
      },
    })
    socket = current
  }

  // A drop's backoff may have grown to 10 s: once the network is back, waiting it out only delays the catch-up.
  const retryNow = () => {
    if (retryTimer === undefined) return
    clearTimeout(retryTimer)
    failedAttempts = 0
    connect()
  }

  return {
    start: () => {
      if (socket) return
      failedAttempts = 0
      stopHearingNetwork = networkBack(retryNow)
      connect()
    },
    stop,
    isRunning: () => socket !== null,
  }
}
