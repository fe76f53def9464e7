import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, openContext } from './browser'
import { startPortalServer, type PortalServer } from './portal-server'

export type PortalTestSession = {
  readonly server: PortalServer
  readonly browser: Browser
  /** A fresh browser profile (cookies, storage) for the current test. */
  readonly page: Page
  readonly context: BrowserContext
  /** An address under the portal base path. */
  portal: (path: string) => string
}

/**
 * Starts the real portal server and Chromium once for a test file, and gives every test a fresh browser profile.
 * @example const session = usePortal(); it('...', async () => { await session.page.goto(session.portal('/login')) })
 * @param env environment for the portal server, e.g. { EMBED_ORIGINS: 'http://127.0.0.1:9000' }
 */
export function usePortal(env: NodeJS.ProcessEnv = {}): PortalTestSession {
  let server: PortalServer | undefined
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let page: Page | undefined
  beforeAll(async () => {
    // Both at once: each mostly waits on its own process starting.
    ;[server, browser] = await Promise.all([startPortalServer(env), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  beforeEach(async () => {
    await context?.close()
    context = browser && (await openContext(browser))
    page = await context?.newPage()
  })
  const required = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`${name} is not ready: use it inside a test`)
    return value
  }
  return {
    get server() {
      return required(server, 'the portal server')
    },
    get browser() {
      return required(browser, 'the browser')
    },
    get context() {
      return required(context, 'the browser context')
    },
    get page() {
      return required(page, 'the page')
    },
    portal: (path) => `${required(server, 'the portal server').origin}/dzfront/portal${path}`,
  }
}
