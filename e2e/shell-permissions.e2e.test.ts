import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { logInToShell, postTabMessage, shell } from './support/shell-page'

let server: PortalServer
let browser: Browser

beforeAll(async () => {
  server = await startPortalServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const portal = (path: string) => `${server.origin}/dzfront/portal${path}`

describe('what a permission-limited agent sees', () => {
  it('shows the agent only its menu entries and header items', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'agent01', 'Agent@2026')
    try {
      const ui = shell(page)
      for (const name of [
        '首页',
        '工作台',
        '工单中心',
        '客户中心',
        '呼叫中心',
        '知识库',
        '服务协议',
        '隐私政策',
      ]) {
        await ui.menuItem(name).waitFor()
      }
      expect(await ui.menuItem('设置').count()).toBe(0)
      await ui.tools.waitFor()
      await ui.bell.waitFor()
      expect(await ui.workbench.count()).toBe(0)
      expect(await ui.network.count()).toBe(0)

      await ui.profileButton.click()
      const profile = page.getByRole('tooltip')
      await profile.getByText('坐席01').waitFor()
      await profile.getByText('角色：坐席').waitFor()
      await profile.getByRole('link', { name: '个人信息' }).waitFor()
      await profile.getByRole('button', { name: '设备检测' }).waitFor()
      await profile.getByRole('button', { name: '退出登录' }).waitFor()
      await profile.getByRole('combobox', { name: '语言' }).waitFor()
      expect(await profile.getByRole('button', { name: '导出日志' }).count()).toBe(0)
      expect(await profile.getByRole('link', { name: '邀请有礼' }).count()).toBe(0)
      expect(await profile.getByRole('link', { name: '异常接口' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('opens the device check with the browser advice and the microphone result', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'agent01', 'Agent@2026')
    try {
      await shell(page).profileButton.click()
      await page.getByRole('tooltip').getByRole('button', { name: '设备检测' }).click()
      const dialog = page.getByRole('dialog', { name: '设备检测' })
      await dialog.getByText(/Chrome 76–95/).waitFor()
      await dialog
        .getByText(/^(麦克风正常|请打开麦克风权限|未检测到麦克风|麦克风被占用或无法使用)$/)
        .waitFor()
      const width = await dialog.evaluate(
        (element) => getComputedStyle(element.closest('.ant-modal') ?? element).width,
      )
      expect(width).toBe('372px')
    } finally {
      await context.close()
    }
  })

  it('sends the agent to 403 on a module page its role lacks the code of', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'agent01', 'Agent@2026')
    try {
      await page.goto(portal('/mzz/main/main/activity/invite'))
      await page.getByRole('heading', { name: '403' }).waitFor()
      await page.getByRole('button', { name: '退出登录' }).waitFor()
    } finally {
      await context.close()
    }
  })
})

describe('what an administrator sees', () => {
  it('shows the settings menu last, every header item, and exports a log without any token in it', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
    try {
      const ui = shell(page)
      await ui.menuItem('设置').waitFor()
      const roots = await ui.menu.locator('.ant-menu-root > li').allTextContents()
      expect(roots.at(-1)).toBe('设置')
      await ui.menuItem('设置').click()
      await ui.menuItem('呼叫中心设置').click()
      await ui.menuItem('IVR 设置').waitFor()
      expect(await ui.menuItem('技能组').count()).toBe(0)
      await ui.workbench.waitFor()
      await ui.network.waitFor()

      // A failed call on a page whose address carries a secret, then an extend frame (which gets a ticket).
      await postTabMessage(page, {
        type: 'OPEN_TAB',
        data: {
          path: '/mzz/workorder/workorder/front/main/order/detail/not-a-uuid',
          query: { ticket: 'SECRET-TICKET-VALUE' },
        },
      })
      await page.getByRole('heading', { name: '工单详情' }).waitFor()
      await page.getByRole('alert').first().waitFor()
      await ui.menuItem('服务协议').click()
      await page.locator('iframe[title="服务协议"]').waitFor()
      await ui.profileButton.click()
      const download = page.waitForEvent('download')
      await page.getByRole('tooltip').getByRole('button', { name: '导出日志' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^portal-log-\d{8}-\d{6}\.json$/)
      const text = await readFile((await file.path()) ?? '', 'utf8')
      const log = JSON.parse(text) as { entries: { kind: string; path?: string }[] }
      expect(log.entries).toContainEqual(
        expect.objectContaining({ kind: 'navigation', path: '/dzfront/portal/extendIframe' }),
      )
      expect(log.entries).toContainEqual(
        expect.objectContaining({ kind: 'api', path: '/api/v1/workorder/:id' }),
      )
      const sessionCookie =
        (await context.cookies()).find((cookie) => cookie.name === 'portal_sid')?.value ?? 'none'
      expect(text).not.toContain('SECRET-TICKET-VALUE')
      expect(text).not.toContain(sessionCookie)
      expect(text).not.toContain('ticket=')
    } finally {
      await context.close()
    }
  })

  it('resolves every menu entry to a page, never a blank one or a 404', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
    try {
      type Entry = { url: string | null; openType: number; name: string; sub: Entry[] }
      const tree = await page.evaluate(async () => {
        const response = await fetch('/api/v1/menu/tree?locale=zh-CN')
        return ((await response.json()) as { data: Entry[] }).data
      })
      const flatten = (entries: Entry[]): Entry[] =>
        entries.flatMap((entry) => [entry, ...flatten(entry.sub)])
      const routed = flatten(tree).filter((entry) => entry.url && entry.openType === 3)
      expect(routed.length).toBeGreaterThan(5)
      for (const entry of routed) {
        await page.goto(`${server.origin}${entry.url}`)
        await page.getByRole('main').getByRole('heading').first().waitFor()
        expect(await page.getByRole('heading', { name: '404' }).count(), entry.url ?? '').toBe(0)
      }
    } finally {
      await context.close()
    }
    // Every page of the menu, each loaded and drawn (about thirty): more than the default minute on two busy cores.
  }, 150_000)
})
