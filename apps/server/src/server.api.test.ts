import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { PUSH_CLOSE_CODES, PUSH_SOCKET_PATH } from '@portal/contract'
import { startPortalServer, type PortalServer } from '../../../e2e/support/portal-server'
import { loginOverHttp } from '../test/writing-clients'

const BODY = JSON.stringify({ loginType: 'account' })

let server: PortalServer

// The process `npm start` runs: the compiled server under node (built when its sources changed).
beforeAll(async () => {
  server = await startPortalServer({ LOG_LEVEL: 'info' })
}, 120_000)
afterAll(() => server.stop())

/** A request whose head has arrived and whose body is still coming: in flight. */
function startRequest(origin: string): { socket: Socket; answer: Promise<string> } {
  const { hostname, port } = new URL(origin)
  const socket = connect(Number(port), hostname)
  socket.write(
    `POST /user/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${BODY.length}\r\nConnection: close\r\n\r\n${BODY.slice(0, 5)}`,
  )
  let received = ''
  socket.on('data', (chunk) => (received += String(chunk)))
  const answer = new Promise<string>((resolve, reject) => {
    socket.once('end', () => resolve(received))
    socket.once('error', reject)
  })
  return { socket, answer }
}

/** A push socket whose page never answers anything, not even the server's close (a frozen tab). */
async function openSilentPushSocket(origin: string, cookie: string): Promise<Socket> {
  const { hostname, port } = new URL(origin)
  const socket = connect(Number(port), hostname)
  socket.write(
    `GET ${PUSH_SOCKET_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${origin}\r\nCookie: ${cookie}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('data', (chunk) =>
      String(chunk).startsWith('HTTP/1.1 101') ? resolve() : reject(new Error(String(chunk))),
    )
    socket.once('error', reject)
  })
  socket.on('error', () => undefined)
  return socket
}

describe('the compiled server', () => {
  it('stops on SIGTERM: answers the request in flight, tells pages to reconnect, refuses new ones, exits itself', async () => {
    const cookie = await loginOverHttp(server.origin, 'agent01', 'Agent@2026')
    const pushSocket = new WebSocket(`${server.origin.replace('http', 'ws')}${PUSH_SOCKET_PATH}`, {
      headers: { origin: server.origin, cookie },
    })
    const pushClosed = new Promise<number>((resolve) => pushSocket.once('close', resolve))
    await new Promise((resolve) => pushSocket.once('open', resolve))
    const silentPage = await openSilentPushSocket(server.origin, cookie)
    const inFlight = startRequest(server.origin)
    await new Promise((resolve) => setTimeout(resolve, 200))

    server.signal('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const lateCall = await fetch(`${server.origin}/front/config/a`).then(
      (response) => response.status,
      () => 'refused',
    )
    inFlight.socket.end(BODY.slice(5))

    expect(await inFlight.answer).toMatch(/^HTTP\/1\.1 [24]\d\d /)
    expect(await inFlight.answer).toContain('"code":')
    expect(lateCall).toBe('refused')
    // The page that never answers the close is cut, well within the grace period: the process stops cleanly.
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(silentPage.destroyed || silentPage.readableEnded).toBe(true)
    expect(server.output()).toContain('"msg":"stopped"')
    // The demo logins print as lines of their own, not as one log record's string with \n in it.
    expect(server.output()).toMatch(/^demo logins:$/m)
    expect(server.output()).toMatch(/^ {2}agent01 +Agent@2026 +call-centre/m)
    expect(server.output()).not.toContain('\\n  agent01')
    expect(await pushClosed).toBe(PUSH_CLOSE_CODES.serverStopping)
  })
})
