import fp from 'fastify-plugin'
import websocket from '@fastify/websocket'
import type { WebSocket } from 'ws'
import { PUSH_CLOSE_CODES, PUSH_SOCKET_PATH } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { framesOf } from './push-frames'
import type { PushPublication } from './push-publication'
import { createSocketIndex, type PushConnection, type SocketIndex } from './socket-index'
import { pushSocketCountRoutes } from './push-socket-count-route'
import { followSocketRoles } from './socket-roles'

/** How long a page has to answer the server's close frame on shutdown. */
const CLOSE_ANSWER_WAIT_MS = 1000

/** A socket that has not answered a ping since the last one is gone (a laptop lid closed, a proxy dropped it). */
const HEARTBEAT_MS = 30_000

/**
 * The one WebSocket per browser, for what the server must tell a page now. It is authenticated by the session
 * cookie, accepts only our own Origin, and delivers every publication of the push bus (from any server process)
 * to the sockets of its audience, whatever the message, closing them afterwards when the publication says so.
 */
export const pushSocket = fp(async (app) => {
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // On shutdown every page is told to reconnect (to this server once it is back, or to another process).
    preClose(done) {
      // No new push socket from here on.
      this.server.removeAllListeners('upgrade')
      for (const client of this.websocketServer.clients) {
        client.close(PUSH_CLOSE_CODES.serverStopping, 'server stopping')
        // A page that never answers the close (a frozen tab, a sleeping laptop) must not hold the shutdown: its
        // socket is cut once the close frame has had time to leave.
        setTimeout(() => client.terminate(), CLOSE_ANSWER_WAIT_MS).unref()
      }
      this.websocketServer.close()
      done()
    },
  })
  const index = createSocketIndex()
  const loadRoles = followSocketRoles(app.store, index, app.log)
  app.decorate('pushRecipients', () => index.all())

  const unsubscribe = app.pushBus.subscribe((publication) => deliver(index, publication))
  const heartbeat = setInterval(() => {
    for (const { socket } of index.all()) {
      const alive = socket as WebSocket & { isAlive?: boolean }
      if (alive.isAlive === false) socket.terminate()
      alive.isAlive = false
      socket.ping()
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
      const alive = socket as WebSocket & { isAlive?: boolean }
      socket.on('pong', () => void (alive.isAlive = true))
      const { sessionId = '', tenantId = '', accountId = '' } = request.session ?? {}
      // In the index at once, for its session, account and tenant; role audiences reach it once its roles load.
      const connection: PushConnection = {
        socket,
        locale: request.locale,
        sessionId,
        tenantId,
        accountId,
        roleIds: [],
      }
      index.add(connection)
      socket.on('close', () => index.remove(connection))
      loadRoles(connection)
    },
  )
  if (app.config.isDemo) pushSocketCountRoutes(app, index)
})

function deliver(index: SocketIndex, publication: PushPublication) {
  const frameIn = framesOf(publication)
  for (const { socket, locale } of index.audienceOf(publication.audience)) {
    // One socket that cannot take it (closing already) must not keep the message from the others.
    try {
      const frame = frameIn(locale)
      if (frame) socket.send(frame)
      if (publication.closeCode) socket.close(publication.closeCode, publication.message?.type ?? 'closed')
    } catch {
      socket.terminate()
    }
  }
}
