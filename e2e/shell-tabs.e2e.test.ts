import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { frameTitle, logInToShell, postTabMessage, shell, type ShellSession } from './support/shell-page'

let server: PortalServer
let browser: Browser
let session: ShellSession | undefined

beforeAll(async () => {
  server = await startPortalServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await session?.context.close()
  await browser?.close()
  await server?.stop()
})

const portal = (path: string) => `${server.origin}/dzfront/portal${path}`
const ORDERS = '/mzz/workorder/workorder/front/main/order'

/** A fresh administrator profile for each test: its tabs start with home alone. */
async function adminPage(): Promise<Page> {
  await session?.context.close()
  session = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
  return session.page
}

const openWorkOrders = async (page: Page) => {
  const ui = shell(page)
  // The sub menu follows the route, so it may be open already; a click on its title would close it.
  if (!(await ui.menuItem('工单列表').isVisible())) await ui.menuItem('工单中心').click()
  await ui.menuItem('工单列表').click()
  await page.getByRole('heading', { name: '工单列表' }).waitFor()
}

const tabNames = (page: Page) => shell(page).tabs().allTextContents()

describe('the tab bar', () => {
  it('keeps 15 tabs when a 16th opens, says which it closed, and pages them ten at a time', async () => {
    const page = await adminPage()
    const ui = shell(page)
    for (let n = 1; n <= 15; n += 1) {
      await postTabMessage(page, {
        type: 'OPEN_TAB',
        data: { path: `/mzz/crm/crm/page${n}`, name: `页面 ${n}` },
      })
      await page.waitForURL(portal(`/mzz/crm/crm/page${n}`))
      await ui.tab(`页面 ${n}`).waitFor()
    }
    await page.getByText('最多打开 15 个标签页，已关闭最早打开的“页面 1”').waitFor()

    // The active (last) tab's page shows: tabs 11 to 15.
    await expect.poll(() => tabNames(page)).toEqual(['页面 11', '页面 12', '页面 13', '页面 14', '页面 15'])
    await page.getByRole('button', { name: '上一页标签' }).click()
    const firstPage = await tabNames(page)
    expect(firstPage).toEqual(['首页', ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `页面 ${n}`)])
    expect(firstPage).not.toContain('页面 1')

    await ui.tab('页面 4').click()
    await page.waitForURL(portal('/mzz/crm/crm/page4'))
    await expect.poll(() => ui.tab('页面 4').getAttribute('aria-selected')).toBe('true')
    await page.getByRole('heading', { name: '模块未安装' }).waitFor()

    // The open tabs come back after a reload.
    await page.reload()
    await ui.tab('页面 4').waitFor()
    await expect.poll(() => ui.tabs().count()).toBe(10)
    await page.getByRole('button', { name: '下一页标签' }).click()
    await expect.poll(() => ui.tabs().count()).toBe(5)
  })

  it('keeps a typed work-order keyword across tab switches (keep-alive), unlike an ordinary page', async () => {
    const page = await adminPage()
    const ui = shell(page)
    await openWorkOrders(page)
    const keyword = page.getByLabel('关键词')
    await keyword.fill('宽带')
    await keyword.press('Enter')
    // The list's search is in its address (a link may carry it), so the tab goes back to it with the search. The
    // matching row shows before the search too: the search has run once the other rows are gone.
    await page.waitForURL((url) => url.searchParams.get('keyword') === '宽带')
    await page.getByRole('cell', { name: '发票抬头需要修改' }).first().waitFor({ state: 'detached' })
    await page.getByRole('cell', { name: '宽带无法连接' }).first().waitFor()

    await ui.tab('首页').click()
    await page.getByRole('heading', { name: '你好，管理员' }).waitFor()
    await postTabMessage(page, { type: 'OPEN_TAB', data: { path: '/aiTranslate' } })
    await page.getByLabel('翻译文本').fill('你好')
    await ui.tab('工单列表').click()
    await page.waitForURL((url) => url.pathname === new URL(portal(ORDERS)).pathname)
    expect(await page.getByLabel('关键词').inputValue()).toBe('宽带')
    await expect.poll(() => page.getByRole('cell', { name: '发票抬头需要修改' }).count()).toBe(0)

    await ui.tab('AI 翻译').click()
    await page.getByRole('heading', { name: 'AI 翻译' }).waitFor()
    expect(await page.getByLabel('翻译文本').inputValue()).toBe('')
  })

  it('closes others, closes all (back to the root path), refreshes through the redirect route and closes by icon', async () => {
    const page = await adminPage()
    const ui = shell(page)
    await ui.tab('首页').click({ button: 'right' })
    expect(await page.getByRole('menuitem', { name: '关闭其他' }).count()).toBe(0)

    await openWorkOrders(page)
    await postTabMessage(page, { type: 'OPEN_TAB', data: { path: '/aiTranslate' } })
    await ui.tab('AI 翻译').waitFor()
    await ui.menuItem('知识库').click()
    await ui.tab('知识库').waitFor()
    await expect.poll(() => tabNames(page)).toEqual(['首页', '工单列表', 'AI 翻译', '知识库'])

    await ui.tab('AI 翻译').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '关闭其他' }).click()
    await page.waitForURL(portal('/aiTranslate'))
    await expect.poll(() => tabNames(page)).toEqual(['首页', 'AI 翻译'])

    await openWorkOrders(page)
    await ui.tab('工单列表').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '关闭全部' }).click()
    await page.waitForURL(portal('/portal'))
    await expect.poll(() => tabNames(page)).toEqual(['首页'])

    await openWorkOrders(page)
    await page.getByLabel('关键词').fill('退货')
    await ui.tab('工单列表').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '刷新' }).click()
    await page.waitForURL(portal(ORDERS))
    await page.getByRole('heading', { name: '工单列表' }).waitFor()
    await expect.poll(() => page.getByLabel('关键词').inputValue()).toBe('')
    await expect.poll(() => tabNames(page)).toEqual(['首页', '工单列表'])

    await page.getByRole('button', { name: '关闭“工单列表”' }).click()
    await page.waitForURL(portal('/portal'))
    await expect.poll(() => tabNames(page)).toEqual(['首页'])
    expect(await page.getByRole('button', { name: /^关闭“/ }).count()).toBe(0)
  })

  it('names an extend-frame tab after its menu entry and highlights a detail page under its list', async () => {
    const page = await adminPage()
    const ui = shell(page)
    await ui.menuItem('服务协议').click()
    await ui.tab('服务协议').waitFor()
    await page
      .locator('iframe[title="服务协议"][sandbox="allow-scripts allow-forms allow-same-origin allow-popups"]')
      .waitFor()
    expect(await page.locator('iframe[title="服务协议"]').getAttribute('src')).toMatch(/[?&]ticket=/)

    await openWorkOrders(page)
    await page
      .getByRole('link', { name: /^WO\d+$/ })
      .first()
      .click()
    await page.getByRole('heading', { name: '工单详情' }).waitFor()
    await ui.tab('工单详情').waitFor()
    // A detail page opens no sub menu (spec §2); opened, its list entry is the one highlighted.
    await ui.menuItem('工单中心').click()
    await expect.poll(() => ui.menuItem('工单列表').getAttribute('class')).toContain('ant-menu-item-selected')
    expect(await page.title()).toMatch(frameTitle('工单详情', '管理员'))
  })
})

describe('the tab bar at 1280 px', () => {
  const NARROW = { viewport: { width: 1280, height: 800 } }
  // Ten tabs of ten characters (about 150 px each with the close icon) overflow either header's room.
  const LONG_NAMES = Array.from({ length: 9 }, (_, index) => `客户服务工单处理记录${index + 1}`)

  /** Opens tabs with long names; the last one opened is the active one. */
  const openLongTabs = async (page: Page) => {
    for (const [index, name] of LONG_NAMES.entries()) {
      await postTabMessage(page, { type: 'OPEN_TAB', data: { path: `/mzz/crm/crm/wide${index}`, name } })
      await shell(page).tab(name).waitFor()
    }
  }

  /** Every tab shown lies wholly inside the bar, left of the header's controls. */
  const expectTabsClearOfTools = async (page: Page) => {
    const tools = await page.locator('.portal-header-tools').boundingBox()
    const boxes = await shell(page)
      .tabs()
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect))
    expect(boxes.length).toBeGreaterThan(0)
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(tools?.x ?? 0)
    }
  }

  it.each([
    ['agent01', 'Agent@2026'],
    ['admin@demo.com', 'Admin@2026'],
  ])(
    'pages by the width %s has, with arrows, and keeps the active tab in view',
    async (account, password) => {
      await session?.context.close()
      session = await logInToShell(browser, server.origin, account, password, { contextOptions: NARROW })
      const { page } = session
      const ui = shell(page)
      await openLongTabs(page)
      const last = LONG_NAMES.at(-1) ?? ''

      await expectTabsClearOfTools(page)
      await expect.poll(() => ui.tab(last).getAttribute('aria-selected')).toBe('true')
      await expect.poll(() => ui.tab(last).isVisible()).toBe(true)
      const previous = page.getByRole('button', { name: '上一页标签' })
      await previous.click()
      await expectTabsClearOfTools(page)
      expect(await tabNames(page)).not.toContain(last)
      while (await previous.isEnabled()) await previous.click()
      await expectTabsClearOfTools(page)

      // Opening the last tab again from the first page shows it, active and in view.
      await ui.tab('首页').click()
      await expect.poll(() => ui.tab('首页').getAttribute('aria-selected')).toBe('true')
      await postTabMessage(page, {
        type: 'OPEN_TAB',
        data: { path: `/mzz/crm/crm/wide${LONG_NAMES.length - 1}`, name: last },
      })
      await expect.poll(() => ui.tab(last).getAttribute('aria-selected')).toBe('true')
      await expectTabsClearOfTools(page)
    },
    120_000,
  )
})
