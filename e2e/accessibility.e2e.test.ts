import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { openContext } from './support/browser'
import { logInThroughForm, loginControls } from './support/login-page'
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
  { path: '/aiTranslate', ready: (page: Page) => page.locator('textarea').first() },
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
const pageIndex = (part: string) => FRAME_PAGES.findIndex(({ path }) => path.includes(part))
const FRAME_PAGE_WALKS = [
  [
    'the dashboard, message centre, work orders and the first settings',
    FRAME_PAGES.slice(0, pageIndex('/setting/staff')),
  ],
  [
    'staff, roles, reference data and switches',
    FRAME_PAGES.slice(pageIndex('/setting/staff'), pageIndex('/setting/brand')),
  ],
  [
    'brand, single sign-on, the audit trail and the live board',
    FRAME_PAGES.slice(pageIndex('/setting/brand')),
  ],
] as const
const ERROR_PAGES = ['/403', '/404', '/500', '/page/404']

const useLocale = (page: Page, locale: Locale) =>
  page.evaluate((value) => localStorage.setItem('portal.locale', value), locale)

const expectNoSeriousViolation = async (page: Page, label: string) => {
  const findings = seriousOrCritical(await runAxe(page))
  expect(findings, label).toEqual([])
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

    // Two walks of the frame's pages, each within one test's time on two busy cores: axe on a settings page
    // (forms with many fields) takes seconds of CPU.
    for (const [name, pages] of FRAME_PAGE_WALKS) {
      it(`on ${name}, in ${locale}`, async () => {
        const { page } = session
        await page.goto(session.portal('/login'))
        await logInThroughForm(page, ...ADMIN)
        await page.waitForURL(session.portal('/portal'))
        await useLocale(page, locale)
        for (const { path, ready } of pages) {
          await page.goto(session.portal(path))
          await ready(page).waitFor()
          await expectNoSeriousViolation(page, `${locale} ${path}`)
        }
      })
    }
  }
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
