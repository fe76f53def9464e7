import { request } from 'node:http'
import type { Page } from 'playwright-core'
import { LOGIN_ROUTE_PATH, PORTAL_BASE_PATH } from '@portal/contract'
import { launchBrowser, openContext } from '../e2e/support/browser'
import { logInThroughForm } from '../e2e/support/login-page'
import { shell } from '../e2e/support/shell-page'

/** One file of the built web app as it travels: its size in the build, and brotli and gzip as received. */
export type AssetWeight = { path: string; buildBytes: number; brotliBytes: number; gzipBytes: number }

export type JourneyWeight = {
  name: string
  assets: AssetWeight[]
  buildBytes: number
  brotliBytes: number
  gzipBytes: number
}

const DEMO_AGENT = { login: 'agent01', password: 'Agent@2026' }

/**
 * What a first visit costs on the wire: every file of the portal's build that Chromium loads for the login page,
 * then for logging in to the shell and its dashboard, each fetched again from the server as brotli and as gzip
 * and counted as received (the compressed bytes, as the server sends them).
 * @example const [login, dashboard] = await measurePageWeight(origin)
 */
export async function measurePageWeight(origin: string): Promise<JourneyWeight[]> {
  const browser = await launchBrowser()
  try {
    const context = await openContext(browser, { viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const loaded = recordPortalFiles(page, origin)
    await page.goto(`${origin}${LOGIN_ROUTE_PATH}`, { waitUntil: 'networkidle' })
    const login = await weighJourney('login page', origin, [...loaded])
    await logInThroughForm(page, DEMO_AGENT.login, DEMO_AGENT.password)
    await shell(page).tabList.waitFor()
    await page.waitForLoadState('networkidle')
    const dashboard = await weighJourney('login + shell + dashboard', origin, [...loaded])
    return [login, dashboard]
  } finally {
    await browser.close()
  }
}

/** The paths of the portal's own files (the page and its built assets) the page loads from now on. */
function recordPortalFiles(page: Page, origin: string): Set<string> {
  const paths = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && url.pathname.startsWith(`${PORTAL_BASE_PATH}/`) && response.status() === 200)
      paths.add(url.pathname)
  })
  return paths
}

async function weighJourney(name: string, origin: string, paths: string[]): Promise<JourneyWeight> {
  const assets: AssetWeight[] = []
  for (const path of paths) {
    assets.push({
      path,
      buildBytes: await receivedBytes(origin, path, 'identity'),
      brotliBytes: await receivedBytes(origin, path, 'br'),
      gzipBytes: await receivedBytes(origin, path, 'gzip'),
    })
  }
  const total = (key: keyof Omit<AssetWeight, 'path'>) => assets.reduce((sum, asset) => sum + asset[key], 0)
  return {
    name,
    assets,
    buildBytes: total('buildBytes'),
    brotliBytes: total('brotliBytes'),
    gzipBytes: total('gzipBytes'),
  }
}

/** The body's bytes as they come over the wire for one Accept-Encoding (node's http leaves them compressed). */
function receivedBytes(origin: string, path: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}
