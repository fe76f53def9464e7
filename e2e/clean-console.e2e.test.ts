import { beforeEach, describe, expect, it } from 'vitest'
import { watchConsole, type ConsoleWatch } from './support/console-watch'
import { loginControls, logInThroughForm } from './support/login-page'
import { messageCentre } from './support/news-page'
import { shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Nothing is allowed: none of these pages makes a request that is meant to fail, so any console error, uncaught
// error or policy violation is a fault to fix at its cause. Chromium fetches a page's icon once per browser and
// remembers a failure, so a missing icon shows as a 404 in the first test only; the icon test checks it directly.
const session = usePortal()
const portal = session.portal
let watch: ConsoleWatch
beforeEach(async () => {
  watch = await watchConsole(session.context)
})

/** Logs the administrator in through the form and waits for the home dashboard's blocks and data. */
const logInToDashboard = async () => {
  const { page } = session
  await page.goto(portal('/login'))
  await logInThroughForm(page, 'admin@demo.com', 'Admin@2026')
  await page.waitForURL(portal('/portal'))
  for (const block of ['我的待办', '最近访问', '最新消息', '企业信息']) {
    await page.getByRole('region', { name: block }).waitFor()
  }
  await page.getByRole('region', { name: '最新消息' }).getByRole('listitem').first().waitFor()
  await page
    .getByRole('img', { name: /^横幅 1\// })
    .first()
    .waitFor()
}

describe('a clean browser console', () => {
  it('on the login page: no console error (the icon loads), no policy violation', async () => {
    const { page } = session
    await page.goto(portal('/login'), { waitUntil: 'networkidle' })
    await loginControls(page).submit.waitFor()
    expect(watch.problems).toEqual([])
  })

  it('on opening the portal logged out: the login check says so without a refused request, and the login page shows', async () => {
    const { page } = session
    await session.context.clearCookies()
    await page.goto(portal('/portal'))
    await page.waitForURL(new RegExp(`${portal('/login')}`))
    await loginControls(page).submit.waitFor()
    expect(watch.problems).toEqual([])
  })

  it('gives the page an icon, and answers it at /favicon.ico too', async () => {
    const { page } = session
    await page.goto(portal('/login'))
    const iconLink = page.locator('link[rel="icon"]')
    expect(await iconLink.count(), 'index.html links the portal icon').toBe(1)
    const href = await iconLink.getAttribute('href')
    for (const url of [new URL(href ?? '', page.url()).href, `${session.server.origin}/favicon.ico`]) {
      const response = await session.context.request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toMatch(/^image\//)
    }
  })

  it('on the dashboard, after logging in as a demo user', async () => {
    await logInToDashboard()
    await shell(session.page).tabList.waitFor()
    expect(watch.problems).toEqual([])
  })

  it('in the message centre, opened by its address', async () => {
    await logInToDashboard()
    const { page } = session
    await page.goto(portal('/news'), { waitUntil: 'networkidle' })
    await messageCentre(page).items().first().waitFor()
    expect(watch.problems).toEqual([])
  })

  it('on the error page of an unknown portal page', async () => {
    await logInToDashboard()
    const { page } = session
    await page.goto(portal('/no-such-page'), { waitUntil: 'networkidle' })
    await page.waitForURL(portal('/404'))
    await page.getByRole('heading', { name: '404' }).waitFor()
    expect(watch.problems).toEqual([])
  })
})
