import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { usePortal } from './support/use-portal'

const session = usePortal()
let page: Page
let consoleErrors: string[]
let foreignRequests: string[]
beforeEach(async () => {
  page = session.page
  consoleErrors = []
  foreignRequests = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(session.server.origin) && !url.startsWith('data:')) foreignRequests.push(url)
  })
  // A blocked inline style or script reports here even when nothing reaches the console.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  )
})

/** An operation's summary row in the reference, named by method and path as it reads on screen. */
const operation = (method: string, path: string) =>
  page.getByRole('button', { name: new RegExp(`^${method}\\s*${path.replace(/[/{}]/g, '\\$&')}$`) })

describe('the API reference page', () => {
  it('lists the contract’s routes with their access and permission, under the portal’s CSP', async () => {
    const response = await page.goto(`${session.server.origin}/api/docs/`)
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    await operation('POST', '/user/login').waitFor()
    await operation('GET', '/file/api/v1/file/download/{id}').waitFor()
    // Every operation is in the page, not only those near the viewport (Swagger UI virtualises long lists).
    const openApi = (await (await page.request.get(`${session.server.origin}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const operationCount = Object.values(openApi.paths).flatMap((item) => Object.keys(item)).length
    expect(await page.locator('.opblock-summary').count()).toBe(operationCount)

    await operation('DELETE', '/api/v1/portal/banner/{id}').click()
    await page.getByText('Needs the permission code setting.banner (Dashboard banners).').waitFor()
    await page.getByText('Needs a signed-in session (the portal_sid cookie).').first().waitFor()

    expect(consoleErrors).toEqual([])
    expect(foreignRequests).toEqual([])
  })

  it('offers the session cookie and the operator token as the ways to authorise', async () => {
    await page.goto(`${session.server.origin}/api/docs/`)
    await page.getByRole('button', { name: 'Authorize' }).click()
    await page.getByRole('heading', { name: 'Available authorizations' }).waitFor()
    await page.getByRole('heading', { name: /^sessionCookie\s*\(apiKey\)$/ }).waitFor()
    await page.getByText('Name: portal_sid').waitFor()
    await page.getByRole('heading', { name: /^operatorToken\s*\(http, Bearer\)$/ }).waitFor()
    expect(consoleErrors).toEqual([])
  })
})
