import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { RESPONSE_CODES } from '@portal/contract'
import { announcementForm, loginOverHttp } from '../apps/server/test/writing-clients'
import { launchBrowser, openContext } from './support/browser'
import { startCuttableProxy } from './support/cuttable-proxy'
import { logInThroughForm } from './support/login-page'
import { messageCentre } from './support/news-page'
import { pushSocketCount } from './support/push-core'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { bellCount, shell } from './support/shell-page'

// Issue 13, part 4: a browser whose network drops for 30 s gets every message published meanwhile, once, without
// a reload. The browser reaches the server through a loopback TCP proxy that the test cuts (every open connection,
// the push socket included, reset and every new one refused for the whole drop) or stalls (nothing carried, the
// connections kept). Playwright's context.setOffline would not do: Chromium keeps an open WebSocket through it (a
// page's socket only holds its frames back, a shared worker's is not touched at all).

const DROP_MS = 30_000
/** When, into the drop, each announcement is published (straight to the server, by its administrator). */
const PUBLISH_AT_MS = [2_000, 8_000, 14_000, 20_000, 26_000]
/**
 * The page reconnects with backoff doubling from 1 s up to 10 s, and catches up as soon as it is back: after a
 * 30 s drop the next attempt may be up to one full backoff away, then one remind.
 */
const CATCH_UP_BOUND_MS = 15_000
/**
 * The drop, the longest catch-up the test allows and a minute and a half for the rest (a server, a login, the counts
 * before and after, on a loaded machine), so the test ends on its own bounds and not on the suite's two minutes,
 * which a slow start-up and a late but allowed catch-up overran together.
 */
const TEST_BOUND_MS = DROP_MS + CATCH_UP_BOUND_MS + 90_000

let browser: Browser

beforeAll(async () => {
  // The suite may run on its own: the built web app must be the one of these sources.
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs', 'web'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'ignore',
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Publishes an announcement to the whole demo tenant over HTTP, straight to the server (not through the proxy). */
async function publish(server: PortalServer, cookie: string, noticeTypeId: string, title: string) {
  const response = await fetch(`${server.origin}/api/v1/enterpriseNotice`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(announcementForm(title, noticeTypeId)),
  })
  const envelope = (await response.json()) as { code: number }
  if (envelope.code !== RESPONSE_CODES.OK)
    throw new Error(`publishing "${title}": ${JSON.stringify(envelope)}`)
}

// The three cases mostly wait out their drop, so they run side by side, each with its own server and proxy (the
// announcements go to the whole tenant, so a shared server would mix their unread counts).
describe.concurrent.each([
  { drop: 'cut', way: 'a shared worker', hasSharedWorker: true },
  { drop: 'cut', way: 'an elected tab', hasSharedWorker: false },
  { drop: 'stall', way: 'a shared worker', hasSharedWorker: true },
] as const)(
  'a browser whose network drops ($drop) for 30 s, its push connection in $way',
  ({ drop, hasSharedWorker }) => {
    it(
      'shows every message published meanwhile, once, with the unread counts right, without a reload',
      async ({ expect }) => {
        const server = await startPortalServer({ LOG_LEVEL: 'error', REDIS_URL: '' })
        const proxy = await startCuttableProxy(Number(new URL(server.origin).port))
        const context = await openContext(
          browser,
          { viewport: { width: 1440, height: 900 } },
          { hasSharedWorker },
        )
        try {
          const page = await context.newPage()
          await page.goto(`${proxy.origin}/dzfront/portal/login`)
          await logInThroughForm(page, 'agent01', 'Agent@2026')
          await shell(page).tabList.waitFor()
          const centre = messageCentre(page)
          await page.goto(`${proxy.origin}/dzfront/portal/news?type=0`)
          await expect.poll(() => pushSocketCount(page)).toBe(1)
          await expect.poll(() => centre.unreadOf('全部消息')).toBeGreaterThan(0)
          const unreadBefore = await centre.unreadOf('全部消息')
          await expect.poll(() => bellCount(page)).toBe(unreadBefore)
          let reloads = 0
          page.on('load', () => (reloads += 1))

          const admin = await loginOverHttp(server.origin, 'admin@demo.com', 'Admin@2026')
          const types = (await (
            await fetch(`${server.origin}/api/v1/enterpriseNotice/type`, { headers: { cookie: admin } })
          ).json()) as { data: { id: string }[] }
          const prefix = `断网期间公告 ${drop} ${hasSharedWorker ? 'worker' : 'tab'}`
          const titles = PUBLISH_AT_MS.map((_, index) => `${prefix} ${index + 1}`)

          const cutAt = Date.now()
          proxy.drop(drop)
          for (const [index, at] of PUBLISH_AT_MS.entries()) {
            await pause(cutAt + at - Date.now())
            await publish(server, admin, types.data[0]?.id ?? '', titles[index] ?? '')
          }
          await pause(cutAt + DROP_MS - Date.now())
          // The drop was real: the page tried to reach the server and showed none of the messages meanwhile.
          const attemptsWhileDown = proxy.attemptsWhileDown()
          for (const title of titles) expect(await centre.item(title).count()).toBe(0)
          expect(await centre.unreadOf('全部消息')).toBe(unreadBefore)

          proxy.restore()
          const restoredAt = Date.now()
          const listed = () => Promise.all(titles.map((title) => centre.item(title).count()))
          await expect
            .poll(listed, { timeout: CATCH_UP_BOUND_MS, interval: 100 })
            .toEqual(titles.map(() => 1))
          const caughtUpMs = Date.now() - restoredAt
          await expect.poll(() => centre.unreadOf('全部消息')).toBe(unreadBefore + titles.length)
          await expect.poll(() => bellCount(page)).toBe(unreadBefore + titles.length)
          // A while later still: no copy arrived late (a second catch-up, a replayed push).
          await pause(2_000)
          const copies = await listed()
          const unreadAfter = await centre.unreadOf('全部消息')
          console.log(
            `Network drop (${drop}) of ${DROP_MS / 1000} s, ${hasSharedWorker ? 'shared worker' : 'elected tab'}: ` +
              `${titles.length} messages published during the drop, ${copies.filter((count) => count > 0).length} ` +
              `shown after it, ${copies.reduce((sum, count) => sum + Math.max(0, count - 1), 0)} duplicates; ` +
              `unread ${unreadBefore} → ${unreadAfter}; caught up ${caughtUpMs} ms after the network came back; ` +
              `${attemptsWhileDown} connections opened during the drop; reloads ${reloads}`,
          )
          expect(copies).toEqual(titles.map(() => 1))
          expect(unreadAfter).toBe(unreadBefore + titles.length)
          expect(await pushSocketCount(page)).toBe(1)
          if (drop === 'cut') expect(attemptsWhileDown).toBeGreaterThan(0)
          expect(reloads).toBe(0)
        } finally {
          await context.close()
          await proxy.close()
          await server.stop()
        }
      },
      TEST_BOUND_MS,
    )
  },
)
