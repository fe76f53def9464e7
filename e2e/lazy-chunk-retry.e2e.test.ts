import { describe, expect, it } from 'vitest'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
const WATCHER_CHUNK = /\/assets\/unread-work-watch-[\w-]+\.js$/

// A part of the frame that loads its code later (here the working-platform dot's watcher, due 4 s after the frame
// appears) may find the network gone at that moment. Its failed load used to throw into the frame and blank the
// page, calls and all; now the chunk is loaded again a moment later and the part does its work.
describe('a lazily loaded part whose chunk fails to load', () => {
  it('is loaded again, and the frame stays', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      let refused = 0
      await page.route(WATCHER_CHUNK, async (route) => {
        if (refused === 0) {
          refused += 1
          await route.abort('internetdisconnected')
        } else await route.continue()
      })
      const loaded = page.waitForResponse((response) => WATCHER_CHUNK.test(response.url()), {
        timeout: 30_000,
      })
      const watcherAsks = page.waitForRequest(
        (request) => request.url().includes('/api/v1/working-desk/unread'),
        { timeout: 30_000 },
      )
      expect((await loaded).status()).toBe(200)
      expect(refused).toBe(1)
      await watcherAsks
      expect(await shell(page).tabList.isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
