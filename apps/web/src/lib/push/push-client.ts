import type { PushMessage } from '@portal/contract'
import { isFinalCloseCode, parsePushMessage, reconnectDelayMs } from './push-socket'

/**
 * What subscribers hear: a pushed message; RECONNECTED after the socket came back from a drop (anything pushed
 * meanwhile was lost, so catch up); CLOSED_BY_SERVER when the server shut it on purpose without a message.
 */
export type PushEvent = PushMessage | { type: 'RECONNECTED' } | { type: 'CLOSED_BY_SERVER' }
export type PushListener = (event: PushEvent) => void

/** What the client does with its socket's events; `openSocket` wires them to a real WebSocket (or a test's). */
export type PushSocketHandlers = {
  onOpen: () => void
  onMessage: (data: unknown) => void
  onClose: (code: number) => void
}
export type PushSocket = { close: () => void }
export type OpenPushSocket = (handlers: PushSocketHandlers) => PushSocket

export type PushClient = {
  /** Listens to the socket, opening it for the first listener; the returned function stops listening. */
  subscribe: (listener: PushListener) => () => void
}

// These messages end the session: after one, the socket stays shut until every listener has gone.
const SESSION_ENDING_TYPES: ReadonlySet<PushEvent['type']> = new Set(['REMOTE_LOGIN', 'SESSION_ENDED'])

/**
 * One push socket shared by every listener of the page: opened for the first, closed after the last, and
 * reconnected with backoff when it drops. A session-ending message or a deliberate close by the server shuts it
 * for good (until the listeners come back, i.e. after a new login).
 * @example const stop = createPushClient(openWebSocket).subscribe((event) => console.log(event.type))
 */
export const createPushClient = (openSocket: OpenPushSocket): PushClient => {
  const listeners = new Set<PushListener>()
  let socket: PushSocket | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let failedAttempts = 0
  let hasOpened = false
  let isStopped = false

  const emit = (event: PushEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const shut = () => {
    isStopped = true
    clearTimeout(retryTimer)
    socket?.close()
    socket = null
  }

  const connect = () => {
    const current: PushSocket = openSocket({
      onOpen: () => {
        if (socket !== current) return
        failedAttempts = 0
        if (hasOpened) emit({ type: 'RECONNECTED' })
        hasOpened = true
      },
      onMessage: (data) => {
        const message = parsePushMessage(data)
        if (!message || socket !== current) return
        if (SESSION_ENDING_TYPES.has(message.type)) shut()
        emit(message)
      },
      onClose: (code) => {
        if (isStopped || socket !== current) return
        if (isFinalCloseCode(code)) {
          shut()
          emit({ type: 'CLOSED_BY_SERVER' })
          return
        }
        retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts))
        failedAttempts += 1
      },
    })
    socket = current
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener)
      if (listeners.size === 1) {
        isStopped = false
        hasOpened = false
        failedAttempts = 0
        connect()
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        shut()
      }
    },
  }
}
