import { describe, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openContext } from './support/browser'
import { logInThroughForm } from './support/login-page'
import { usePortal } from './support/use-portal'
import { logOutThroughProfile } from './support/shell-page'

const session = usePortal()
const portal = session.portal

/** A fresh browser profile (its own cookies) logged in as the account, on the home page. */
async function loggedInPage(account: string, password: string) {
  const context = await openContext(session.browser)
  const page = await context.newPage()
  await page.goto(portal('/login'))
  await logInThroughForm(page, account, password)
  await page.getByRole('heading', { name: /^你好，/ }).waitFor()
  return { context, page }
}

describe('the session push', () => {
  it('takes a page offline with the server message when the account logs in elsewhere', async () => {
    const first = await loggedInPage('agent01', 'Agent@2026')
    // Let the first page's socket connect before the second login ends its session.
    await first.page.waitForLoadState('networkidle')
    const second = await loggedInPage('agent01', 'Agent@2026')
    try {
      const dialog = first.page.getByRole('dialog', { name: '下线通知' })
      await dialog.getByText('您的账号已在其他设备登录，当前设备已下线').waitFor()
      await dialog.getByRole('button', { name: '确定' }).click()
      await first.page.waitForURL(portal('/login'))
      await second.page.reload()
      await second.page.getByRole('heading', { name: /^你好，/ }).waitFor()
    } finally {
      await first.context.close()
      await second.context.close()
    }
  })

  it('shows the offline notice when a page ended by a login elsewhere is opened again', async () => {
    const first = await loggedInPage('admin@demo.com', 'Admin@2026')
    // Closed before the second login, so no push or request of this page learns of the end first: the first
    // answer that does also clears the cookie, after which a reopened page is simply logged out.
    await first.page.close()
    const second = await loggedInPage('admin@demo.com', 'Admin@2026')
    try {
      const reopened = await first.context.newPage()
      await reopened.goto(portal('/portal'))
      const dialog = reopened.getByRole('dialog', { name: '下线通知' })
      await dialog.getByRole('button', { name: '确定' }).click()
      await reopened.waitForURL(portal('/login'))
    } finally {
      await first.context.close()
      await second.context.close()
    }
  })

  it('sends the other tabs of a session to login, with the way back, when one tab logs out', async () => {
    const { context, page } = await loggedInPage('agent01', 'Agent@2026')
    try {
      await page.goto(portal('/portal?tab=first'))
      await page.getByRole('heading', { name: /^你好，/ }).waitFor()
      await page.waitForLoadState('networkidle')
      const other = await context.newPage()
      await other.goto(portal('/portal'))
      await logOutThroughProfile(other)
      await other.waitForURL(portal('/login'))
      await page.waitForURL(/\/dzfront\/portal\/login\?redirect=%2Fdzfront%2Fportal%2Fportal%3Ftab%3Dfirst$/)
    } finally {
      await context.close()
    }
  })
})

describe('single sign-on', () => {
  /** The real pre-login configuration with the tenant's SSO settings put in. */
  async function withSso(page: Page, loginUrl: string) {
    await page.route(/\/front\/config\/a\?/, async (route) => {
      const response = await route.fetch()
      const envelope = (await response.json()) as { data: Record<string, unknown> }
      envelope.data.ssoInfo = { loginType: 'SSO', loginUrl, logoutUrl: 'https://sso.example.test/logout' }
      await route.fulfill({ response, json: envelope })
    })
  }

  it('sends a visitor without a session to the SSO login page instead of the login page', async () => {
    const context = await openContext(session.browser)
    const page = await context.newPage()
    try {
      await withSso(page, 'https://sso.example.test/login')
      await page.route('https://sso.example.test/**', (route) => route.fulfill({ body: '<h1>SSO</h1>' }))
      await page.goto(portal('/portal'))
      await page.waitForURL('https://sso.example.test/login')
    } finally {
      await context.close()
    }
  })

  it('never follows an SSO login URL that is not http(s)', async () => {
    const context = await openContext(session.browser)
    const page = await context.newPage()
    try {
      await withSso(page, 'javascript:alert(1)')
      await page.goto(portal('/portal'))
      await page.waitForURL(/\/dzfront\/portal\/login\?redirect=/)
    } finally {
      await context.close()
    }
  })
})
