import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium, installed by scripts/ensure-chromium.sh; playwright-core never downloads one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches headless Chromium with the flags this closed network needs (no background connections).
 * @example const browser = await launchBrowser(); const page = await browser.newPage()
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
