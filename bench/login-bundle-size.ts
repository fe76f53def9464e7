import { gzipSync } from 'node:zlib'
import type { Response } from 'playwright-core'
import { LOGIN_ROUTE_PATH } from '@portal/contract'
import { launchBrowser } from '../e2e/support/browser'

export type ScriptSize = { url: string; rawBytes: number; gzipBytes: number }

export type LoginBundleSize = { scripts: ScriptSize[]; rawBytes: number; gzipBytes: number }

const LOGIN_FORM_ACCOUNT_LABEL = '工号/邮箱账号'

/**
 * The JavaScript a first visit to the login page loads, as Chromium fetched it, with its gzip size (default
 * level) as the figure that tracks what travels over the wire.
 * @example const { scripts, gzipBytes } = await measureLoginBundleSize(origin)
 */
export async function measureLoginBundleSize(origin: string): Promise<LoginBundleSize> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    const bodies = new Map<string, Promise<Buffer | null>>()
    page.on('response', (response) => {
      if (isJavaScript(response) && !bodies.has(response.url())) {
        bodies.set(
          response.url(),
          response.body().catch(() => null),
        )
      }
    })
    await page.goto(`${origin}${LOGIN_ROUTE_PATH}`, { waitUntil: 'networkidle' })
    await page.getByRole('textbox', { name: LOGIN_FORM_ACCOUNT_LABEL }).waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    const scripts: ScriptSize[] = []
    for (const [url, body] of bodies) {
      const bytes = await body
      if (!bytes) throw new Error(`could not read the body of ${url}`)
      scripts.push({ url: new URL(url).pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length })
    }
    return {
      scripts,
      rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    }
  } finally {
    await browser.close()
  }
}

function isJavaScript(response: Response): boolean {
  const contentType = response.headers()['content-type'] ?? ''
  return response.request().resourceType() === 'script' || contentType.includes('javascript')
}
