import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { startMessageSenderServer, type MessageSenderServer } from './support/message-sender-server'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { logInToShell, postTabMessage, shell } from './support/shell-page'

// Two origins on the sender's one server: the allowed embed origin, and another host name for the same port.
const OTHER_HOST = 'other-origin.test'

let sender: MessageSenderServer
let server: PortalServer
let browser: Browser
let allowedOrigin: string
let otherOrigin: string

beforeAll(async () => {
  sender = await startMessageSenderServer()
  allowedOrigin = `http://127.0.0.1:${sender.port}`
  otherOrigin = `http://${OTHER_HOST}:${sender.port}`
  server = await startPortalServer({ EMBED_ORIGINS: allowedOrigin })
  browser = await launchBrowser([`--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sender?.stop()
})

const senderUrl = (origin: string, query: Record<string, string>) =>
  `${origin}/sender.html?${new URLSearchParams(query)}`

/** Records the origin of every window message the portal page receives, to know a message did arrive. */
const recordMessageOrigins = (page: Page) =>
  page.evaluate(() => {
    const origins: string[] = []
    Object.assign(window, { messageOrigins: origins })
    window.addEventListener('message', (event) => origins.push(event.origin))
  })
const messageOrigins = (page: Page) =>
  page.evaluate(() => (window as unknown as { messageOrigins: string[] }).messageOrigins)

describe('OPEN_TAB and DELETE_TAB window messages', () => {
  it('opens a tab for an allowed origin and closes it on DELETE_TAB', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
    try {
      const ui = shell(page)
      const openUrl = senderUrl(allowedOrigin, {
        type: 'OPEN_TAB',
        path: '/aiTranslate',
        name: '外部打开的翻译',
      })
      await postTabMessage(page, {
        type: 'OPEN_TAB',
        data: { path: '/extendIframe', query: { url: openUrl } },
      })
      await ui.tab('外部打开的翻译').waitFor()
      await page.waitForURL(`${server.origin}/dzfront/portal/aiTranslate`)
      expect(sender.requests.some((request) => request.includes('ticket='))).toBe(true)

      const deleteUrl = senderUrl(allowedOrigin, { type: 'DELETE_TAB', fullPath: '/aiTranslate' })
      await postTabMessage(page, {
        type: 'OPEN_TAB',
        data: { path: '/extendIframe', query: { url: deleteUrl } },
      })
      await expect.poll(() => ui.tab('外部打开的翻译').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('ignores a message from an origin that is not allowed', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
    try {
      const ui = shell(page)
      // The extend frame refuses the other origin outright, so the frame is put in the page by hand.
      await postTabMessage(page, {
        type: 'OPEN_TAB',
        data: {
          path: '/extendIframe',
          query: { url: senderUrl(otherOrigin, { type: 'OPEN_TAB', path: '/news' }) },
        },
      })
      await page.getByText('该地址不在允许的来源内，无法打开').waitFor()
      await recordMessageOrigins(page)
      // The portal's CSP frames only allowed origins, so the other origin's page sits inside an allowed one and
      // posts to the top page: the message does arrive, and must be ignored.
      const inner = senderUrl(otherOrigin, {
        type: 'OPEN_TAB',
        path: '/aiTranslate',
        name: '不应打开',
        to: 'top',
      })
      const url = senderUrl(allowedOrigin, { nest: inner })
      await page.evaluate((src) => {
        const frame = document.createElement('iframe')
        frame.src = src
        document.body.append(frame)
      }, url)
      await expect.poll(() => messageOrigins(page)).toContain(otherOrigin)
      await page.waitForTimeout(300)
      expect(await ui.tab('不应打开').count()).toBe(0)
      expect(page.url()).toContain('/dzfront/portal/extendIframe')
    } finally {
      await context.close()
    }
  })
})
