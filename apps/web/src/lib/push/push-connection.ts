import { findPushMessage, type PushFrame } from '@portal/contract'
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

/**
 * One push socket kept open while started: reconnected with backoff when it drops, and stopped for good by a
 * deliberate close of the server or by a message whose declaration ends the connection (until started again).
 * @example const connection = createPushConnection(openWebSocket, events); connection.start()
 */
export const createPushConnection = (
  openSocket: OpenPushSocket,
  events: PushConnectionEvents,
): PushConnection => {
  let socket: PushSocket | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let failedAttempts = 0

  const stop = () => {
    clearTimeout(retryTimer)
    socket?.close()
    socket = null
  }

  const connect = () => {
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
        const closeCode = findPushMessage(frame.type)?.closeCode
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
        retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts))
        failedAttempts += 1
      },
    })
    socket = current
  }

  return {
    start: () => {
      if (socket) return
      failedAttempts = 0
      connect()
    },
    stop,
    isRunning: () => socket !== null,
  }
}
