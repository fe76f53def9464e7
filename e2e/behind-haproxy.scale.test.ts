import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { PUSH_CLOSE_CODES, PUSH_SOCKET_PATH } from '@portal/contract'
import { loginOverHttp } from '../apps/server/test/writing-clients'
import { startBalancedPortal, type BalancedPortal } from './support/balanced-portal'
import { missingHaproxy } from './support/haproxy'
import type { PortalServer } from './support/portal-server'

// The deployment as deploy/ describes it: three compiled portal processes on one PostgreSQL (a scratch database on
// DATABASE_URL) and one Redis (REDIS_URL), behind HAProxy on deploy/haproxy.cfg as it stands.
const missing = missingHaproxy()

let portal: BalancedPortal<undefined> | undefined
let processes: PortalServer[] = []

const through = () => {
  if (!portal) throw new Error('the balancer is not started')
  return portal.origin
}

/** A page's push socket, opened through the balancer; `closed` tells its close code. */
async function openPushSocket(cookie: string) {
  const socket = new WebSocket(`${through().replace('http', 'ws')}${PUSH_SOCKET_PATH}`, {
    headers: { origin: through(), cookie },
  })
  const closed = new Promise<number>((resolve) => socket.once('close', resolve))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return { socket, closed }
}

/** `count` requests through the balancer one after another: their statuses, a refused one as 0. */
async function statusesOf(count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let sent = 0; sent < count; sent += 1)
    statuses.push(
      await fetch(`${through()}/front/config/a`).then(
        (response) => response.status,
        () => 0,
      ),
    )
  return statuses
}

describe.skipIf(missing)(
  `three portal processes behind HAProxy${missing && ` (SKIPPED: ${missing})`}`,
  () => {
    beforeAll(async () => {
      const serverUrl = process.env.DATABASE_URL
      const redisUrl = process.env.REDIS_URL
      if (!serverUrl || !redisUrl) throw new Error('the scale suite needs DATABASE_URL and REDIS_URL')
      portal = await startBalancedPortal({ databaseUrl: serverUrl, redisUrl })
      processes = portal.processes
    }, 180_000)

    afterAll(async () => {
      await portal?.stop()
    })

    it('serve logins and push sockets through the balancer, each process ready', async () => {
      for (const each of processes) expect((await fetch(`${each.origin}/health/ready`)).status).toBe(200)
      const cookie = await loginOverHttp(through(), 'agent01', 'Agent@2026')
      const me = await fetch(`${through()}/api/v1/menu/tree`, { headers: { cookie } })
      expect(me.status).toBe(200)
      const { socket } = await openPushSocket(cookie)
      expect(socket.readyState).toBe(WebSocket.OPEN)
      socket.close()
    })

    it('lose no request while one process drains on SIGTERM, and move its pages to the others', async () => {
      // Three pages' sockets (the administrator's two tabs, agent01's page): the balancer gives each to the
      // process holding fewest, so one is on the first.
      const admin = await loginOverHttp(through(), 'admin@demo.com', 'Admin@2026')
      const agent = await loginOverHttp(through(), 'agent01', 'Agent@2026')
      const pages = [await openPushSocket(admin), await openPushSocket(admin), await openPushSocket(agent)]
      const [stopping] = processes
      stopping?.signal('SIGTERM')
      // While it drains, while it closes, and after it has gone, every request is answered by another process.
      let hasExited = false
      void stopping?.exited.then(() => (hasExited = true))
      const statuses: number[] = []
      while (!hasExited) statuses.push(...(await statusesOf(1)))
      statuses.push(...(await statusesOf(20)))
      expect(statuses.length).toBeGreaterThan(40)
      expect(statuses.filter((status) => status !== 200)).toEqual([])
      expect(await stopping?.exited).toEqual({ code: 0, signal: null })
      const moved = await Promise.race([
        Promise.any(pages.map((page) => page.closed)),
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000)),
      ])
      expect(moved).toBe(PUSH_CLOSE_CODES.serverStopping)
      // A page told to reconnect does, through the balancer, to a process still running.
      const again = await openPushSocket(agent)
      expect(again.socket.readyState).toBe(WebSocket.OPEN)
      for (const page of [...pages, again]) page.socket.close()
    })

    it('send requests past a process killed outright to the one still running', async () => {
      const killed = processes[1]
      killed?.signal('SIGKILL')
      expect(await killed?.exited).toEqual({ code: null, signal: 'SIGKILL' })
      expect((await statusesOf(30)).filter((status) => status !== 200)).toEqual([])
    })
  },
)
