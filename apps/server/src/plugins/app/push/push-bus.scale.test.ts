import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { RESPONSE_CODES } from '@portal/contract'
import { loginAs } from '../../../../test/login-helpers'
import { useTwoProcesses } from '../../../../test/two-processes'

// The scale path: two server processes' worth of app sharing one PostgreSQL and one Redis (run by .ci/run when
// both answer). A login on one must reach the sockets held by the other.
const processes = useTwoProcesses()

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nothing within 2 s')), 2000)
    socket.once('message', (data) => {
      clearTimeout(timer)
      resolve(JSON.parse(String(data)))
    })
  })
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('deliver a remote-login notice to a socket held by the other process', async () => {
    const { first, second } = processes
    const older = await loginAs(first, 'agent01', 'Agent@2026')
    const socket = await first.injectWS('/ws', {
      headers: { cookie: older, origin: 'http://localhost', host: 'localhost' },
      socket: {} as never,
    })
    const pushed = nextMessage(socket)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await loginAs(second, 'agent01', 'Agent@2026')
    expect(await pushed).toMatchObject({ type: 'REMOTE_LOGIN', code: RESPONSE_CODES.REMOTE_LOGIN })
  })
})
