import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { openContext } from './support/browser'
import { messageCentre } from './support/news-page'
import { loginControls } from './support/login-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
// Ant Design's dark container colour: the page's background from its first paint on.
const DARK_BACKGROUND = 'rgb(20, 20, 20)'

type FirstPaint = { theme?: string; background: string }

/**
 * Records, on every page load of the context, <html>'s theme and the page's background as they are when the HTML
 * has been read (DOMContentLoaded): before the app's code has run, what the first paint shows.
 */
const recordFirstPaint = (context: BrowserContext) =>
  context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement
      const firstPaint = { theme: root.dataset.theme, background: getComputedStyle(root).backgroundColor }
      Object.assign(window, { firstPaint })
    })
  })
const firstPaintOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint)
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

const expectNoSeriousViolation = async (page: Page, label: string) => {
  expect(seriousOrCritical(await runAxe(page)), label).toEqual([])
}

/** Picks an option of the profile panel's theme or density control and closes the panel. */
const choosePreference = async (page: Page, control: '主题' | '密度', option: string) => {
  await shell(page).profileButton.click()
  await page
    .getByRole('tooltip')
    .getByRole('radiogroup', { name: control })
    .getByText(option, { exact: true })
    .click()
  await page.keyboard.press('Escape')
}

describe('the dark theme', () => {
  it('paints the login page dark from its first paint, with no serious axe finding', async () => {
    const context = await openContext(session.browser)
    try {
      await context.addInitScript(() =>
        localStorage.setItem(
          'portal.preferences',
          JSON.stringify({
            theme: 'dark',
            density: 'comfortable',
            shortcutsEnabled: true,
            focusDuringCalls: false,
            desktopNotifications: true,
          }),
        ),
      )
      await recordFirstPaint(context)
      const page = await context.newPage()
      await page.goto(session.portal('/login'))
      expect(await firstPaintOf(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND })
      await loginControls(page).submit.waitFor()
      expect(await bodyBackground(page)).toBe(DARK_BACKGROUND)
      await expectNoSeriousViolation(page, '/login')
    } finally {
      await context.close()
    }
  })

  it('applies at once from the profile panel, comes back dark at the next load, and passes axe', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      await recordFirstPaint(context)
      const lightBackground = await bodyBackground(page)
      await choosePreference(page, '主题', '深色')
      await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND)
      expect(lightBackground).not.toBe(DARK_BACKGROUND)

      await page.reload()
      expect(await firstPaintOf(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND })
      await page.locator('.dashboard-todo-item').first().waitFor()
      await expectNoSeriousViolation(page, 'the dashboard')

      await page.goto(session.portal('/news'))
      await messageCentre(page).categories.waitFor()
      await page.locator('.news-item-main').first().waitFor()
      await expectNoSeriousViolation(page, 'the message centre')

      await page.goto(`${session.server.origin}/dzfront/platform/working`, { waitUntil: 'commit' })
      await page
        .getByRole('region', { name: '客服工作台' })
        .getByRole('heading', { name: '当前通话' })
        .waitFor()
      await expectNoSeriousViolation(page, 'the working desk')

      await page.goto(session.portal('/portal'))
      await choosePreference(page, '主题', '浅色')
      await expect.poll(() => bodyBackground(page)).toBe(lightBackground)
    } finally {
      await context.close()
    }
  })
})

describe('the compact density', () => {
  it('makes the controls smaller at once and keeps them so at the next load', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    const controlHeight = () =>
      page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--ant-control-height').trim())
    try {
      const comfortable = await controlHeight()
      expect(comfortable).toBe('32px')
      await choosePreference(page, '密度', '紧凑')
      await expect.poll(controlHeight).not.toBe(comfortable)
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.density)).toBe('compact')
      await page.reload()
      await shell(page).tabList.waitFor()
      expect(await controlHeight()).not.toBe(comfortable)
      await choosePreference(page, '密度', '标准')
      await expect.poll(controlHeight).toBe(comfortable)
    } finally {
      await context.close()
    }
  })
})
