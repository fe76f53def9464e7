import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'

/** Debian's Chromium, installed by scripts/ensure-chromium.sh; playwright-core never downloads one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches headless Chromium with the flags this closed network needs (no background connections).
 * @example const browser = await launchBrowser(); const page = await (await openContext(browser)).newPage()
 * @param extraArgs more Chromium switches, such as host-resolver rules
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  })
}

/**
 * A fresh browser profile of a person who turned animations off in their system: the portal then opens popovers
 * and dialogs in place, so a click lands on the control and not where a zooming panel was a frame earlier.
 * @example const context = await openContext(browser, { viewport: { width: 1440, height: 900 } })
 * @param hasSharedWorker keep SharedWorker: Playwright never sees the request of a shared worker's script finish,
 * so `networkidle` would never come; without one the portal's push core takes its elected-tab way
 */
export async function openContext(
  browser: Browser,
  options: BrowserContextOptions = {},
  { hasSharedWorker = false }: { hasSharedWorker?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options })
  if (!hasSharedWorker) await context.addInitScript(() => Reflect.deleteProperty(window, 'SharedWorker'))
  return context
}
