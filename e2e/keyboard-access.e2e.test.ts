import { describe, expect, it } from 'vitest'
import { hasVisibleFocus, pressUntilFocused, tabTo } from './support/keyboard'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// The keyboard half of the accessibility checks (axe's are in accessibility.e2e.test.ts), in a file of its own so
// that the two run side by side.
const session = usePortal()
const ADMIN = ['admin@demo.com', 'Admin@2026'] as const

describe('the keyboard alone', () => {
  it('reaches the page through the skip link, the first stop of the frame', async () => {
    const { page, context } = await logInToShell(session.browser, session.server.origin, ...ADMIN)
    try {
      const skip = page.getByRole('link', { name: '跳到页面内容' })
      const isInSight = async () => ((await skip.boundingBox())?.y ?? -1) >= 0
      expect(await isInSight()).toBe(false)
      await page.locator('body').focus()
      await page.keyboard.press('Tab')
      expect(await hasVisibleFocus(skip)).toBe(true)
      expect(await isInSight()).toBe(true)
      await page.keyboard.press('Enter')
      expect(await page.getByRole('main').evaluate((main) => document.activeElement === main)).toBe(true)
      expect(new URL(page.url()).hash).toBe('')
      // The next Tab goes on inside the page, past the header and the menu.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('moves along the tab bar with the arrows, opens a tab with Enter and closes it with Delete', async () => {
    const { page, context } = await logInToShell(session.browser, session.server.origin, ...ADMIN)
    try {
      const ui = shell(page)
      await page.goto(session.portal('/news'))
      await ui.tab('消息中心').waitFor()
      await page.goto(session.portal('/mzz/workorder/workorder/front/main/order'))
      await ui.tab('工单列表').waitFor()
      expect(await ui.tabs().allTextContents()).toEqual(['首页', '消息中心', '工单列表'])

      // The list is one stop for Tab, at the selected tab; the close icons are no stop either.
      await page.locator('body').focus()
      await tabTo(page, ui.tab('工单列表'))
      expect(await hasVisibleFocus(ui.tab('工单列表'))).toBe(true)
      expect(await ui.tabs().evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).tabIndex))).toEqual(
        [-1, -1, 0],
      )
      expect(await page.getByRole('button', { name: '关闭“工单列表”' }).getAttribute('tabindex')).toBe('-1')

      await page.keyboard.press('ArrowLeft')
      expect(await hasVisibleFocus(ui.tab('消息中心'))).toBe(true)
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      expect(await hasVisibleFocus(ui.tab('首页'))).toBe(true)
      await page.keyboard.press('End')
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('Enter')
      await page.waitForURL(session.portal('/news'))
      await expect.poll(() => ui.tab('消息中心').getAttribute('aria-selected')).toBe('true')

      await page.keyboard.press('Delete')
      await expect.poll(() => ui.tabs().allTextContents()).toEqual(['首页', '工单列表'])
      await page.waitForURL(session.portal('/mzz/workorder/workorder/front/main/order'))
      await expect.poll(() => hasVisibleFocus(ui.tab('工单列表'))).toBe(true)
      // Home is pinned: Delete leaves it.
      await page.keyboard.press('Home')
      await page.keyboard.press('Delete')
      expect(await ui.tabs().allTextContents()).toEqual(['首页', '工单列表'])
    } finally {
      await context.close()
    }
  })

  it('opens a page from the side menu with the arrows and Enter', async () => {
    const { page, context } = await logInToShell(session.browser, session.server.origin, ...ADMIN)
    try {
      const menu = shell(page).menu.getByRole('menu').first()
      await page.locator('body').focus()
      await tabTo(page, menu)
      expect(await hasVisibleFocus(menu)).toBe(true)
      await pressUntilFocused(page, 'ArrowDown', '工单中心')
      expect(await hasVisibleFocus(shell(page).menuItem('工单中心'))).toBe(true)
      await page.keyboard.press('Enter')
      await shell(page).menuItem('工单列表').waitFor()
      await pressUntilFocused(page, 'ArrowDown', '工单列表')
      expect(await hasVisibleFocus(shell(page).menuItem('工单列表'))).toBe(true)
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: '工单列表' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('opens the profile popover, moves into it, and closes it with Escape', async () => {
    const { page, context } = await logInToShell(session.browser, session.server.origin, ...ADMIN)
    try {
      const profile = shell(page).profileButton
      await page.locator('body').focus()
      await tabTo(page, profile)
      expect(await hasVisibleFocus(profile)).toBe(true)
      await page.keyboard.press('Enter')
      const popover = page.getByRole('tooltip')
      const first = popover.getByRole('link', { name: '个人信息' })
      await expect.poll(() => hasVisibleFocus(first)).toBe(true)
      expect(await profile.getAttribute('aria-expanded')).toBe('true')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="tooltip"]'))).toBe(true)
      await page.keyboard.press('Escape')
      await popover.waitFor({ state: 'hidden' })
      expect(await hasVisibleFocus(profile)).toBe(true)
      expect(await profile.getAttribute('aria-expanded')).toBe('false')
      await page.keyboard.press('Enter')
      await expect.poll(() => hasVisibleFocus(first)).toBe(true)
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: '个人信息' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('opens a tool from the tools menu', async () => {
    const { page, context } = await logInToShell(session.browser, session.server.origin, ...ADMIN)
    try {
      const tools = shell(page).tools
      await page.locator('body').focus()
      await tabTo(page, tools)
      expect(await hasVisibleFocus(tools)).toBe(true)
      await page.keyboard.press('Enter')
      await pressUntilFocused(page, 'ArrowDown', '应用包检查')
      expect(await hasVisibleFocus(page.getByRole('menuitem', { name: '应用包检查' }))).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => hasVisibleFocus(tools)).toBe(true)
      await page.keyboard.press('Enter')
      await pressUntilFocused(page, 'ArrowDown', 'AI 翻译')
      expect(await hasVisibleFocus(page.getByRole('menuitem', { name: 'AI 翻译' }))).toBe(true)
      await page.keyboard.press('Enter')
      await page.waitForURL(session.portal('/aiTranslate'))
    } finally {
      await context.close()
    }
  })
})
