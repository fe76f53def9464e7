import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launchBrowser, openContext } from './support/browser'
import { loginControls, logInThroughForm } from './support/login-page'
import { usePortal } from './support/use-portal'
import { logOutThroughProfile } from './support/shell-page'

const session = usePortal()
let page: Page
let consoleErrors: string[]
beforeEach(() => {
  page = session.page
  consoleErrors = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
})
const portal = session.portal

describe('account login in the browser', () => {
  it('takes the administrator to the home, greeting them by name with the tenant name', async () => {
    const response = await page.goto(portal('/login'))
    const headers = response?.headers() ?? {}
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('same-origin')
    await logInThroughForm(page, 'admin@demo.com', 'Admin@2026')
    await page.waitForURL(portal('/portal'))
    await page.getByRole('heading', { name: '你好，管理员' }).waitFor()
    await page.getByText('演示科技').first().waitFor()
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  })

  it('keeps the login button disabled until both fields are filled, and Enter submits', async () => {
    await page.goto(portal('/login'))
    const controls = loginControls(page)
    expect(await controls.submit.isDisabled()).toBe(true)
    await controls.account.fill('agent01')
    expect(await controls.submit.isDisabled()).toBe(true)
    await controls.password.fill('Agent@2026')
    expect(await controls.submit.isEnabled()).toBe(true)
    await controls.password.press('Enter')
    await page.getByRole('heading', { name: '你好，坐席01' }).waitFor()
  })

  it('shows the tenant picker for an account in two tenants and signs in to the one chosen', async () => {
    await page.goto(portal('/login'))
    const controls = loginControls(page)
    await controls.account.fill('multi@demo.com')
    await controls.password.fill('Multi@2026')
    await controls.tenant.waitFor()
    await logInThroughForm(page, 'multi@demo.com', 'Multi@2026', '第二公司')
    await page.getByRole('heading', { name: '你好，多租户坐席' }).waitFor()
    await page.getByText('第二公司').first().waitFor()
  })

  it('says a wrong password is wrong and stays on the login page', async () => {
    await page.goto(portal('/login'))
    await logInThroughForm(page, 'admin@demo.com', 'Wrong@2026')
    const alert = page.getByRole('alert').filter({ hasText: '账号或密码错误' })
    await alert.waitFor()
    expect(page.url()).toBe(portal('/login'))
  })

  it('shows the account-format message for an account that is neither an email nor an employee number', async () => {
    await page.goto(portal('/login'))
    const controls = loginControls(page)
    await controls.account.fill('ab')
    await controls.password.click()
    await page.getByText('邮箱账号格式错误').waitFor()
  })

  it('sends a visitor without a session to login, then back to the page asked for', async () => {
    await page.goto(portal('/portal?from=bookmark'))
    await page.waitForURL(/\/dzfront\/portal\/login\?redirect=/)
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await page.waitForURL(portal('/portal?from=bookmark'))
    await page.getByRole('heading', { name: '你好，坐席01' }).waitFor()
  })

  it('does not follow a redirect to another origin', async () => {
    await page.goto(portal(`/login?redirect=${encodeURIComponent('https://evil.example/steal')}`))
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await page.waitForURL(portal('/portal'))
  })

  it('lands on the home, not stuck on login, when the redirect hides a host after the base path', async () => {
    await page.goto(portal(`/login?redirect=${encodeURIComponent('/dzfront/portal//evil.example')}`))
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await page.waitForURL(portal('/portal'))
  })

  it('sends / and /dzfront/portal to the home, which needs a session', async () => {
    await page.goto(`${session.server.origin}/`)
    await page.waitForURL(/\/dzfront\/portal\/login/)
    await page.goto(`${session.server.origin}/dzfront/portal`)
    await page.waitForURL(/\/dzfront\/portal\/login/)
  })

  it('logs out to the login page, after which the home needs a new login', async () => {
    await page.goto(portal('/login'))
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await logOutThroughProfile(page)
    await page.waitForURL(/\/dzfront\/portal\/login/)
    await page.goto(portal('/portal'))
    await page.waitForURL(/\/dzfront\/portal\/login/)
  })

  it('never lets page scripts read the session cookie', async () => {
    await page.goto(portal('/login'))
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await page.getByRole('heading', { name: '你好，坐席01' }).waitFor()
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_sid')
    const cookies = await session.context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'portal_sid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    })
  })

  it('works in English', async () => {
    await page.goto(portal('/login'))
    await page.evaluate(() => localStorage.setItem('portal.locale', 'en-US'))
    await page.reload()
    const controls = loginControls(page, 'en-US')
    await controls.account.fill('admin@demo.com')
    await controls.password.fill('Wrong@2026')
    await controls.submit.click()
    await page.getByRole('alert').filter({ hasText: 'Incorrect account or password' }).waitFor()
    await controls.password.fill('Admin@2026')
    await controls.submit.click()
    await page.getByRole('heading', { name: 'Hello, 管理员' }).waitFor()
    await page.getByText('Demo Co.').first().waitFor()
  })
})

describe('login over plain http from a LAN address', () => {
  it('encrypts the password without crypto.subtle and logs in', async () => {
    const lanBrowser = await launchBrowser([`--host-resolver-rules=MAP portal.lan 127.0.0.1`])
    try {
      const lanPage = await (await openContext(lanBrowser)).newPage()
      const lanOrigin = session.server.origin.replace('127.0.0.1', 'portal.lan')
      await lanPage.goto(`${lanOrigin}/dzfront/portal/login`)
      expect(await lanPage.evaluate(() => [window.isSecureContext, typeof crypto.subtle])).toEqual([
        false,
        'undefined',
      ])
      await logInThroughForm(lanPage, 'admin@demo.com', 'Admin@2026')
      await lanPage.getByRole('heading', { name: '你好，管理员' }).waitFor()
    } finally {
      await lanBrowser.close()
    }
  })
})
