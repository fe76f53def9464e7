import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import type { ChildServer } from './support/child-server'
import { openSignedInTabs, pushFramesOf, pushSocketCount, recordPushFrames } from './support/push-core'
import { ROLL_CALL_PATH, startRollCallServer } from './support/start-roll-call-server'

// The portal plus a domain that exists only in this test (e2e/support/roll-call-domain.ts): it declares a push
// message, ROLL_CALL, and publishes it. Nothing in the push plugin or the web build names that type.
let server: ChildServer
let browser: Browser
beforeAll(async () => {
  server = await startRollCallServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('a push message of a new domain', () => {
  it('reaches every tab of the browser without a change to the push plugin or the push client', async () => {
    const { context, tabs } = await openSignedInTabs(browser, server.origin, {
      count: 2,
      hasSharedWorker: true,
    })
    const [page, second] = tabs as [Page, Page]
    try {
      await expect.poll(() => pushSocketCount(page)).toBe(1)
      for (const tab of [page, second]) await recordPushFrames(tab)

      const code = await page.evaluate(async (path) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: '早班点名' }),
        })
        return (await response.json()).code as number
      }, ROLL_CALL_PATH)
      expect(code).toBe(10000)

      for (const tab of [page, second]) {
        await expect.poll(() => pushFramesOf(tab)).toContainEqual({ type: 'ROLL_CALL', text: '早班点名' })
      }
    } finally {
      await context.close()
    }
  })
})
