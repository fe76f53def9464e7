import WebSocket from 'ws'
import { PUSH_SOCKET_PATH } from '@portal/contract'
import { isFinalCloseCode, reconnectDelayMs } from '../../apps/web/src/lib/push/push-socket'

export type ReconnectingPushPage = {
  isOpen: () => boolean
  /** When (performance.now()) the socket last opened. */
  lastOpenedAt: () => number
  /** How many times the socket has opened, and how many attempts closed before opening. */
  opens: () => number
  refusals: () => number
  close: () => void
}

/**
 * A page's push socket without the browser: opened with the session's cookie and our own Origin, and when it drops
 * (not closed on purpose by the server), opened again after the page's own back-off (a random wait up to a step that
 * doubles from 1 s, the first from 0.25 s to 1 s), through whatever `origin` is (a balancer sends it to a process
 * still running). `onSocket` gets each socket as it opens. Resolves once the first socket is open.
 * @example const page = await keepPushPageOpen(origin, cookie, (socket) => watchCtiSocket(socket, agent.see))
 */
export function keepPushPageOpen(
  origin: string,
  cookie: string,
  onSocket: (socket: WebSocket) => void,
): Promise<ReconnectingPushPage> {
  let socket: WebSocket | null = null
  let isClosing = false
  let openedAt = 0
  let opens = 0
  let failedAttempts = 0
  let refusals = 0
  let retry: NodeJS.Timeout | undefined
  const page: ReconnectingPushPage = {
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    lastOpenedAt: () => openedAt,
    opens: () => opens,
    refusals: () => refusals,
    close: () => {
      isClosing = true
      clearTimeout(retry)
      socket?.terminate()
    },
  }
  return new Promise((resolve, reject) => {
    const connect = () => {
      const current = new WebSocket(`${origin.replace(/^http/, 'ws')}${PUSH_SOCKET_PATH}`, {
        origin,
        headers: { cookie },
      })
      socket = current
      let didOpen = false
      current.once('open', () => {
        didOpen = true
        openedAt = performance.now()
        opens += 1
        failedAttempts = 0
        onSocket(current)
        resolve(page)
      })
      // A refused upgrade or a reset: 'close' follows and decides what next.
      current.on('error', () => undefined)
      current.once('close', (code) => {
        if (isClosing) return
        if (!didOpen) refusals += 1
        if (isFinalCloseCode(code)) return reject(new Error(`the push socket was closed for good: ${code}`))
        retry = setTimeout(connect, reconnectDelayMs(failedAttempts))
        failedAttempts += 1
      })
    }
    connect()
  })
}
