import fp from 'fastify-plugin'
import websocket from '@fastify/websocket'
import type { WebSocket } from 'ws'
import {
  PUSH_SOCKET_PATH,
  RESPONSE_CODES,
  translateMessage,
  type Locale,
  type PushMessage,
} from '@portal/contract'
import { AppError } from '../../lib/app-error'
import type { NewsPushEvent, SessionPushEvent } from './push-bus'

type Connection = { socket: WebSocket; locale: Locale; tenantId: string; accountId: string }

/** A socket that has not answered a ping since the last one is gone (a laptop lid closed, a proxy dropped it). */
const HEARTBEAT_MS = 30_000
/** Close codes in the private range: the page knows not to reconnect after these. */
export const SOCKET_CLOSE = { loggedOut: 4000, sessionEnded: 4001 } as const

/**
 * The one WebSocket per browser session, for what the server must tell a page now. It is authenticated by the
 * session cookie, accepts only our own Origin, and delivers push-bus events (from any server process) to the
 * sockets of the sessions they name.
 */
export const pushSocket = fp(async (app) => {
  await app.register(websocket, { options: { maxPayload: 4096 } })
  const connections = new Map<string, Set<Connection>>()
  // By tenant too, so that news for a tenant looks only at that tenant's sockets.
  const byTenant = new Map<string, Set<Connection>>()

  const unsubscribe = app.pushBus.subscribe((event) => {
    if (event.type === 'NEWS') {
      deliverNews(byTenant.get(event.tenantId), event)
      return
    }
    for (const sessionId of event.sessionIds) {
      for (const connection of connections.get(sessionId) ?? []) deliver(connection, event)
    }
  })

  const heartbeat = setInterval(() => {
    for (const set of connections.values()) {
      for (const { socket } of set) {
        const alive = socket as WebSocket & { isAlive?: boolean }
        if (alive.isAlive === false) socket.terminate()
        alive.isAlive = false
        socket.ping()
      }
    }
  }, HEARTBEAT_MS)
  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
    unsubscribe()
  })

  app.get(
    PUSH_SOCKET_PATH,
    {
      websocket: true,
      preValidation: [
        async (request) => {
          if (request.headers.origin !== `${request.protocol}://${request.host}`) {
            throw new AppError('FAILURE', 'request.crossSite', 403)
          }
        },
        app.sessionGuard('session'),
      ],
    },
    (socket, request) => {
      const sessionId = request.session?.sessionId ?? ''
      const tenantId = request.session?.tenantId ?? ''
      const connection = {
        socket,
        locale: request.locale,
        tenantId,
        accountId: request.session?.accountId ?? '',
      }
      addTo(connections, sessionId, connection)
      addTo(byTenant, tenantId, connection)
      const alive = socket as WebSocket & { isAlive?: boolean }
      socket.on('pong', () => void (alive.isAlive = true))
      socket.on('close', () => {
        removeFrom(connections, sessionId, connection)
        removeFrom(byTenant, tenantId, connection)
      })
    },
  )
})

function addTo(index: Map<string, Set<Connection>>, key: string, connection: Connection) {
  const set = index.get(key) ?? new Set<Connection>()
  set.add(connection)
  index.set(key, set)
}

function removeFrom(index: Map<string, Set<Connection>>, key: string, connection: Connection) {
  const set = index.get(key)
  set?.delete(connection)
  if (set?.size === 0) index.delete(key)
}

/** Only a cursor goes out: what the user may see is decided by the remind call, in one place. */
function deliverNews(tenantConnections: Set<Connection> | undefined, event: NewsPushEvent) {
  if (!tenantConnections) return
  const accountIds = event.accountIds ? new Set(event.accountIds) : null
  const frame = JSON.stringify({ type: 'NEWS', cursor: event.cursor } satisfies PushMessage)
  for (const { socket, accountId } of tenantConnections) {
    if (!accountIds || accountIds.has(accountId)) socket.send(frame)
  }
}

function deliver({ socket, locale }: Connection, event: SessionPushEvent) {
  if (event.type === 'LOGGED_OUT') {
    socket.close(SOCKET_CLOSE.loggedOut, 'logged out')
    return
  }
  const message: PushMessage = {
    type: event.type,
    code: RESPONSE_CODES[event.codeName],
    message: translateMessage(locale, event.messageKey),
  }
  socket.send(JSON.stringify(message))
  socket.close(SOCKET_CLOSE.sessionEnded, event.type)
}
