import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { openContext } from './browser'
import { logInThroughForm } from './login-page'

/** A logged-in page in its own browser profile, and the profile to close afterwards. */
export type ShellSession = { context: BrowserContext; page: Page }

/**
 * Logs an account in through the real login form in a fresh browser profile and waits for the portal frame.
 * @example const { page, context } = await logInToShell(browser, server.origin, 'agent01', 'Agent@2026')
 */
export async function logInToShell(
  browser: Browser,
  origin: string,
  account: string,
  password: string,
  options: { tenantName?: string; contextOptions?: BrowserContextOptions; waitForFrame?: boolean } = {},
): Promise<ShellSession> {
  const context = await openContext(browser, {
    viewport: { width: 1440, height: 900 },
    ...options.contextOptions,
  })
  const page = await context.newPage()
  await page.goto(`${origin}/dzfront/portal/login`)
  await logInThroughForm(page, account, password, options.tenantName)
  if (options.waitForFrame !== false) await shell(page).tabList.waitFor()
  return { context, page }
}

/** The portal frame's landmarks and controls, found by their accessible names (zh-CN). */
export const shell = (page: Page) => ({
  menu: page.getByRole('navigation', { name: '主菜单' }),
  tabList: page.getByRole('tablist', { name: '已打开的页面' }),
  tab: (name: string) =>
    page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name, exact: true }),
  tabs: () => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab'),
  menuItem: (name: string) =>
    page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name, exact: true }),
  profileButton: page.getByRole('button', { name: /^个人中心：/ }),
  tools: page.getByRole('button', { name: '工具' }),
  network: page.getByRole('img', { name: /^网络状态：/ }),
  bell: page.getByRole('link', { name: /^(消息|\d+\+? 条未读消息)$/ }),
  workbench: page.getByRole('button', { name: '桌面工作台' }),
})

/**
 * The unread number the bell announces ("12 条未读消息"), 0 when it has none.
 * @example await expect.poll(() => bellCount(page)).toBe(before + 1)
 */
export const bellCount = async (page: Page): Promise<number> => {
  const name = (await shell(page).bell.getAttribute('aria-label')) ?? ''
  return Number(/^(\d+)/.exec(name)?.[1] ?? 0)
}

/**
 * Posts an OPEN_TAB or DELETE_TAB message to the portal window from the page itself (the portal's own origin).
 * @example await postTabMessage(page, { type: 'OPEN_TAB', data: { path: '/aiTranslate' } })
 */
export async function postTabMessage(page: Page, message: unknown) {
  await page.evaluate((data) => window.postMessage(data, window.location.origin), message)
}

/** Logs out as a person does: the profile popover's 退出登录 button. */
export async function logOutThroughProfile(page: Page) {
  await shell(page).profileButton.click()
  await page.getByRole('tooltip').getByRole('button', { name: '退出登录' }).click()
}

/**
 * The frame's title of a page: page, user and system name, after the bell's unread count when there is one.
 * @example expect(await page.title()).toMatch(frameTitle('AI 翻译', '管理员')) // '(3) AI 翻译 - 管理员 - CRM'
 */
export const frameTitle = (pageName: string, userName: string): RegExp =>
  new RegExp(
    `^(\\(\\d+\\+?\\) )?${`${pageName} - ${userName} - CRM`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  )
