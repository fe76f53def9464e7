import { describe, expect, it } from 'vitest'
import type { CDPSession } from 'playwright-core'
import { freePort } from './support/child-server'
import { logInThroughForm } from './support/login-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// A passkey registered under 个人信息 and used at the login's second step, with Chromium's virtual authenticator
// (DevTools protocol). A passkey's relying party is a host name, never an IP address: the portal is reached at
// localhost, which is also its configured public address (PUBLIC_URL), the only one its passkeys are for.
const port = await freePort()
const origin = `http://localhost:${port}`
const session = usePortal({ PORT: String(port), PUBLIC_URL: origin })
const PERSONAL_INFO = '/dzfront/portal/mzz/main/main/setting/personal/individual'

/** A platform authenticator that verifies its user, kept by this page for the whole test. */
async function addVirtualAuthenticator(cdp: CDPSession) {
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return authenticatorId
}

describe('a passkey', () => {
  it('a member registers a passkey with the virtual authenticator and signs in with it', async () => {
    const { page, context } = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    try {
      const cdp = await context.newCDPSession(page)
      const authenticatorId = await addVirtualAuthenticator(cdp)
      await page.goto(`${origin}${PERSONAL_INFO}`)
      await page.getByRole('button', { name: '添加通行密钥' }).click()
      const dialog = page.getByRole('dialog', { name: '添加通行密钥' })
      await dialog.getByLabel('通行密钥名称').fill('工作电脑')
      await dialog.getByLabel('当前密码').fill('Agent@2026')
      await dialog.getByRole('button', { name: /^继\s?续$/ }).click()
      // The first factor of the account: its recovery codes are shown once.
      const codes = page.getByRole('dialog', { name: '恢复码' })
      await codes.getByRole('list', { name: '恢复码' }).waitFor()
      await codes.getByRole('button', { name: '我已保存恢复码' }).click()
      await page
        .getByRole('list', { name: '通行密钥' })
        .getByText(/^工作电脑/)
        .waitFor()
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
      expect(credentials).toHaveLength(1)
      expect(credentials[0]?.rpId).toBe('localhost')

      await context.clearCookies()
      await page.goto(`${origin}/dzfront/portal/login`)
      await logInThroughForm(page, 'agent01', 'Agent@2026')
      const step = page.getByRole('dialog', { name: '两步验证' })
      await step.getByRole('button', { name: '使用通行密钥验证' }).click()
      await shell(page).tabList.waitFor()
      const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
      expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0)
    } finally {
      await context.close()
    }
  })
})
