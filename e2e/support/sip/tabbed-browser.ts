import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { CHROMIUM_PATH } from '../browser'

export type TabbedBrowser = { browser: Browser; context: BrowserContext; close: () => Promise<void> }

/**
 * Chromium as a person runs it, with tabs that go to the background: one window whose tabs share a profile, where
 * the tab not in front is hidden (document.visibilityState 'hidden') and throttled by Chromium's own background
 * policy (timers run at most once a second). Playwright's own launch cannot give this: it starts Chromium with
 * --disable-background-timer-throttling and --disable-renderer-backgrounding, and keeps each of its pages
 * visible and awake (Emulation.setFocusEmulationEnabled). So Chromium is started here without those switches,
 * and Playwright connects over CDP with `noDefaults`, which leaves the default profile's pages alone.
 * @example const tabs = await launchTabbedBrowser(MEDIA_FLAGS); const page = await tabs.context.newPage()
 */
export async function launchTabbedBrowser(extraArgs: string[] = []): Promise<TabbedBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-tabs-'))
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      ...[
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
      ...['--remote-debugging-port=0', `--user-data-dir=${profile}`, '--window-size=1440,900'],
      ...extraArgs,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stderr.on('data', (chunk) => {
      output += String(chunk)
      const found = /DevTools listening on (ws:\S+)/.exec(output)
      if (found?.[1]) resolve(found[1])
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)))
  })
  const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true }).catch((error: unknown) => {
    child.kill('SIGKILL')
    throw error
  })
  const context = browser.contexts()[0]
  if (!context) throw new Error('Chromium has no default profile')
  return {
    browser,
    context,
    // Chromium is asked to quit over CDP (disconnecting alone leaves it running), killed when it does not; its
    // helper processes may still write to the profile for a moment, hence the retries.
    close: async () => {
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await browser
        .newBrowserCDPSession()
        .then((cdp) => cdp.send('Browser.close'))
        .catch(() => child.kill('SIGTERM'))
      await exited
      clearTimeout(killer)
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
}
