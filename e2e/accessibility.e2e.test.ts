import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { runAxe, seriousOrCritical, type AxeFinding } from './support/axe-check'
import { openContext } from './support/browser'
import { logInThroughForm, loginControls } from './support/login-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
const ADMIN = ['admin@demo.com', 'Admin@2026'] as const
const LOCALES = ['zh-CN', 'en-US'] as const
type Locale = (typeof LOCALES)[number]

/** The pages axe checks after logging in, each with what shows once its data is there. */
const FRAME_PAGES = [
  { path: '/portal', ready: (page: Page) => page.locator('.dashboard-todo-item').first() },
  // The message list's name is in the page's language: its items are found by their class in both.
  { path: '/news', ready: (page: Page) => page.locator('.news-item-main').first() },
  { path: '/mzz/workorder/workorder/front/main/order', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/mzz/main/main/setting/enterpriseNotice', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/mzz/main/main/setting/banner', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/mzz/main/main/setting/staff', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/mzz/main/main/setting/role', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/mzz/main/main/setting/referenceData', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/mzz/main/main/setting/tenantSwitch', ready: (page: Page) => page.getByRole('switch').first() },
  { path: '/mzz/main/main/setting/brand', ready: (page: Page) => page.locator('input[type=color]').first() },
  {
    path: '/mzz/main/main/setting/sso',
    ready: (page: Page) => page.getByRole('radio', { name: 'OpenID Connect' }),
  },
  // A fresh portal's trail may be empty: its table is there with the filters either way.
  {
    path: '/mzz/main/main/setting/audit',
    ready: (page: Page) => page.locator('.ant-table-placeholder, .ant-table-row').first(),
  },
  {
    path: '/mzz/speech/speech/front/main/monitor/wall',
    ready: (page: Page) => page.locator('.supervisor-wall-agents tbody th').first(),
  },
]
const ERROR_PAGES = ['/403', '/404', '/500', '/page/404']

const useLocale = (page: Page, locale: Locale) =>
  page.evaluate((value) => localStorage.setItem('portal.locale', value), locale)

/**
 * axe's label-content-name-mismatch drops the part of a name in parentheses before it looks for the visible text
 * there; NFKD turns the full-width （） of Chinese into ( ) too. The bell shows its unread count alone ("43") and is
 * named "消息（43 条未读）" / "Messages (43 unread)": the visible text is in the name, which is what WCAG 2.5.3 and
 * the ACT rule axe implements (2ee8b8) ask, so the finding is a false positive. Only a finding whose element
 * passes that very check on the page is set aside: every other one stays.
 */
const withoutProvenFalsePositives = async (page: Page, findings: readonly AxeFinding[]) => {
  const kept: AxeFinding[] = []
  for (const finding of findings) {
    const isVisibleTextInName =
      finding.rule === 'label-content-name-mismatch' &&
      (await page.locator(finding.target).evaluate((element) => {
        const visible = (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim()
        return visible !== '' && (element.getAttribute('aria-label') ?? '').includes(visible)
      }))
    if (!isVisibleTextInName) kept.push(finding)
  }
  return kept
}

const expectNoSeriousViolation = async (page: Page, label: string) => {
  const findings = await withoutProvenFalsePositives(page, seriousOrCritical(await runAxe(page)))
  expect(findings, label).toEqual([])
}

/** Whether the element has the focus and draws a focus indicator for it (an outline or a ring). */
const hasVisibleFocus = (locator: Locator) =>
  locator.evaluate((element) => {
    if (document.activeElement !== element || !element.matches(':focus-visible')) return false
    const style = getComputedStyle(element)
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return hasOutline || style.boxShadow !== 'none'
  })

/** Presses Tab, as a person with a keyboard does, until the element has the focus. */
const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

/** Presses a key until the focused element shows the text, e.g. an arrow key down a menu. */
const pressUntilFocused = async (page: Page, key: string, text: string) => {
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press(key)
    if (await page.evaluate((wanted) => document.activeElement?.textContent === wanted, text)) return
    // A menu opened by Enter takes the focus a few frames later.
    await page.waitForTimeout(100)
  }
  throw new Error(`${key} never reached ${text}`)
}

describe('axe finds no serious or critical violation', () => {
  for (const locale of LOCALES) {
    it(`on the login and error pages, in ${locale}`, async () => {
      const { page } = session
      await page.goto(session.portal('/login'))
      await useLocale(page, locale)
      await page.reload()
      await loginControls(page, locale).submit.waitFor()
      await expectNoSeriousViolation(page, `${locale} /login`)
      for (const path of ERROR_PAGES) {
        await page.goto(session.portal(path))
        await page.getByRole('heading', { name: path.slice(-3) }).waitFor()
        await expectNoSeriousViolation(page, `${locale} ${path}`)
      }
    })

    it(`on the dashboard, message centre, work orders and settings, in ${locale}`, async () => {
      const { page } = session
      await page.goto(session.portal('/login'))
      await logInThroughForm(page, ...ADMIN)
      await page.waitForURL(session.portal('/portal'))
      await useLocale(page, locale)
      for (const { path, ready } of FRAME_PAGES) {
        await page.goto(session.portal(path))
        await ready(page).waitFor()
        await expectNoSeriousViolation(page, `${locale} ${path}`)
      }
    })
  }
})

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

describe('the home banners', () => {
  it('stop turning with their pause button and turn again with it', async () => {
    // Motion as most people have it: the banners turn on their own.
    const context = await openContext(session.browser, { viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    try {
      await page.goto(session.portal('/login'))
      await logInThroughForm(page, ...ADMIN)
      const shownBanner = () => page.locator('.slick-current img').getAttribute('alt')
      await page
        .getByRole('img', { name: /^横幅 1\// })
        .first()
        .waitFor()
      await expect.poll(shownBanner).not.toMatch(/^横幅 1\//)

      const pause = page.getByRole('button', { name: '暂停轮播' })
      await pause.focus()
      await page.keyboard.press('Enter')
      const play = page.getByRole('button', { name: '继续轮播' })
      await play.waitFor()
      await page.mouse.move(0, 0)
      await page.locator('body').focus()
      const stopped = await shownBanner()
      await page.waitForTimeout(4_000)
      expect(await shownBanner()).toBe(stopped)

      await play.click()
      await page.mouse.move(0, 0)
      await expect.poll(shownBanner).not.toBe(stopped)
    } finally {
      await context.close()
    }
  })
})
