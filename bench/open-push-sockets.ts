import WebSocket from 'ws'
import { PUSH_SOCKET_PATH } from '@portal/contract'
import { forEachAtMost } from './for-each-at-most'

export type PushSockets = {
  sockets: WebSocket[]
  /** Each open socket by the cookie it was opened with. */
  byCookie: Map<string, WebSocket>
  /** Sockets that did not open, with the first reason, so a short count explains itself. */
  failures: number
  firstFailure: string | null
  seconds: number
  close: () => Promise<void>
}

/** Upgrades at once: enough to open a thousand in seconds without a burst the figure would then include. */
export const CONNECT_CONCURRENCY = 50
const CLOSE_TIMEOUT_MS = 5_000

/**
 * Opens one push socket per session cookie as a browser page would (cookie, our own Origin) and waits until
 * every one is open or has failed.
 * @example const clients = await openPushSockets(origin, seed.agentCookies); ...; await clients.close()
 */
export async function openPushSockets(origin: string, cookies: readonly string[]): Promise<PushSockets> {
  const begin = performance.now()
  const sockets: WebSocket[] = []
  const byCookie = new Map<string, WebSocket>()
  const reasons: string[] = []
  await forEachAtMost(cookies, CONNECT_CONCURRENCY, async (cookie) => {
    const outcome = await openSocket(origin, cookie)
    if (outcome instanceof WebSocket) {
      sockets.push(outcome)
      byCookie.set(cookie, outcome)
    } else reasons.push(outcome)
  })
  return {
    sockets,
    byCookie,
    failures: reasons.length,
    firstFailure: reasons[0] ?? null,
    seconds: (performance.now() - begin) / 1000,
    close: () => closeSockets(sockets),
  }
}

/** The open socket, or why it did not open. */
function openSocket(origin: string, cookie: string): Promise<WebSocket | string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${PUSH_SOCKET_PATH}`, {
      origin,
      headers: { cookie },
    })
    socket.once('open', () => resolve(socket))
    socket.once('unexpected-response', (_request, response) => {
      resolve(`upgrade answered ${response.statusCode}`)
      socket.terminate()
    })
    socket.once('error', (error) => resolve(error.message))
  })
}

function closeSockets(sockets: readonly WebSocket[]): Promise<void> {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve()
          const timer = setTimeout(() => socket.terminate(), CLOSE_TIMEOUT_MS)
          socket.once('close', () => {
            clearTimeout(timer)
            resolve()
          })
          socket.close()
        }),
    ),
  ).then(() => undefined)
}
