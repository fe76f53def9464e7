import { request } from 'node:http'
import type { BrowserContext } from 'playwright-core'
import { LOGIN_ROUTE_PATH, PORTAL_BASE_PATH } from '@portal/contract'
import { launchBrowser, openContext } from './browser'
import { logInThroughForm } from './login-page'
import { shell } from './shell-page'

/** One file of the built web app as it travels: its size in the build, and brotli and gzip as received. */
export type AssetWeight = { path: string; buildBytes: number; brotliBytes: number; gzipBytes: number }

/** Bytes of a set of files: in the build, and received as brotli and as gzip. */
export type Weight = { buildBytes: number; brotliBytes: number; gzipBytes: number }

export type JourneyWeight = Weight & {
  name: string
  assets: AssetWeight[]
  /** The JavaScript files alone (the budgets of issue 13 count JavaScript). */
  script: Weight
  /** The JavaScript file with the most gzip bytes. */
  largestScript: AssetWeight | null
}

const DEMO_AGENT = { login: 'agent01', password: 'Agent@2026' }
// No new request for this long after the page's load event: the page has loaded what it loads at first. The
// shared worker's script request never finishes for Playwright, so `networkidle` cannot be the sign.
const QUIET_MS = 1500

/**
 * What a first visit costs on the wire: every file of the portal's build that Chromium requests for the login page
 * (the page, its scripts and their modulepreloads, styles), then for logging in to the shell and its dashboard
 * (with the push connection's shared worker and its imports), each fetched again from the server as brotli and as
 * gzip and counted as received (the compressed bytes, as the server sends them).
 * @example const [login, dashboard] = await measurePageWeight(origin)
 */
export async function measurePageWeight(origin: string): Promise<JourneyWeight[]> {
  const browser = await launchBrowser()
  try {
    const context = await openContext(
      browser,
      { viewport: { width: 1440, height: 900 } },
      { hasSharedWorker: true },
    )
    const requested = recordPortalFiles(context, origin)
    const page = await context.newPage()
    await page.goto(`${origin}${LOGIN_ROUTE_PATH}`, { waitUntil: 'load' })
    await waitForQuiet(requested.lastAt)
    const login = await weighJourney('login page', origin, [...requested.paths])
    await logInThroughForm(page, DEMO_AGENT.login, DEMO_AGENT.password)
    await shell(page).tabList.waitFor()
    await waitForQuiet(requested.lastAt)
    const dashboard = await weighJourney('login + shell + dashboard', origin, [...requested.paths])
    return [login, dashboard]
  } finally {
    await browser.close()
  }
}

/**
 * The paths of the portal's own files (the page and its built assets) requested from now on, by the page or its
 * workers, and when the last request left.
 */
function recordPortalFiles(context: BrowserContext, origin: string) {
  const recorded = { paths: new Set<string>(), lastAt: () => lastAt }
  let lastAt = Date.now()
  context.on('request', (outgoing) => {
    lastAt = Date.now()
    const url = new URL(outgoing.url())
    if (url.origin === origin && url.pathname.startsWith(`${PORTAL_BASE_PATH}/`))
      recorded.paths.add(url.pathname)
  })
  return recorded
}

async function waitForQuiet(lastAt: () => number) {
  while (Date.now() - lastAt() < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 250))
}

async function weighJourney(name: string, origin: string, paths: string[]): Promise<JourneyWeight> {
  const assets: AssetWeight[] = []
  for (const path of paths) {
    // An API call under the base path (none today) or a redirect is no file of the build.
    const identity = await received(origin, path, 'identity')
    if (identity.status !== 200) continue
    assets.push({
      path,
      buildBytes: identity.bytes,
      brotliBytes: (await received(origin, path, 'br')).bytes,
      gzipBytes: (await received(origin, path, 'gzip')).bytes,
    })
  }
  const scripts = assets.filter((asset) => asset.path.endsWith('.js'))
  const largestScript = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)[0] ?? null
  return { name, assets, ...sumOf(assets), script: sumOf(scripts), largestScript }
}

const sumOf = (assets: AssetWeight[]): Weight => ({
  buildBytes: assets.reduce((sum, asset) => sum + asset.buildBytes, 0),
  brotliBytes: assets.reduce((sum, asset) => sum + asset.brotliBytes, 0),
  gzipBytes: assets.reduce((sum, asset) => sum + asset.gzipBytes, 0),
})

/** The body's bytes as they come over the wire for one Accept-Encoding (node's http leaves them compressed). */
function received(
  origin: string,
  path: string,
  encoding: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}
