import { describe, expect, it } from 'vitest'
import { URI, type TOTP } from 'otpauth'
import type { Page } from 'playwright-core'
import { logInThroughForm } from './support/login-page'
import { readQrCode } from './support/read-qr-code'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Second factors beyond SMS against the real server: an authenticator app enrolled under 个人信息 from its QR
// code, the login's second step, and the recovery codes shown once.
const session = usePortal()
const PERSONAL_INFO = '/mzz/main/main/setting/personal/individual'
const PASSWORD = 'Agent@2026'
let app: TOTP
let recoveryCodes: string[] = []

/** Logs agent01 in with the password, up to the second step's dialog. */
async function openSecondStep(page: Page) {
  await page.goto(session.portal('/login'))
  await logInThroughForm(page, 'agent01', PASSWORD)
  const dialog = page.getByRole('dialog', { name: '两步验证' })
  await dialog.waitFor()
  return dialog
}

describe('an authenticator app', () => {
  it('a member enrols TOTP and signs in with it', async () => {
    const first = await logInToShell(session.browser, session.server.origin, 'agent01', PASSWORD)
    try {
      await first.page.goto(session.portal(PERSONAL_INFO))
      const card = first.page.getByRole('heading', { name: '两步验证' })
      await card.waitFor()
      await first.page.getByRole('button', { name: '绑定身份验证器' }).click()
      const dialog = first.page.getByRole('dialog', { name: '绑定身份验证器' })
      await dialog.getByLabel('当前密码').fill(PASSWORD)
      await dialog.getByRole('button', { name: /^继\s?续$/ }).click()
      // What a phone's camera reads from the QR code is what the app keeps.
      const scanned = await readQrCode(dialog.getByRole('img', { name: '身份验证器二维码' }))
      app = URI.parse(scanned) as TOTP
      expect(app.issuer).toBe('Contact Centre Portal')
      expect(scanned).toContain(`secret=${await dialog.getByLabel('密钥').textContent()}`)
      await dialog.getByRole('textbox', { name: '身份验证器验证码' }).fill(app.generate())
      await dialog.getByRole('button', { name: /^确\s?定$/ }).click()
      const codes = dialog.getByRole('list', { name: '恢复码' }).getByRole('listitem')
      await codes.first().waitFor()
      recoveryCodes = await codes.allTextContents()
      expect(recoveryCodes).toHaveLength(10)
      await dialog.getByRole('button', { name: '我已保存恢复码' }).click()
      await first.page.getByText('已开启').waitFor()
      await first.page.getByText('剩余 10 个').waitFor()
    } finally {
      await first.context.close()
    }

    const { page } = session
    const dialog = await openSecondStep(page)
    await dialog.getByRole('textbox', { name: '身份验证器验证码' }).fill('000000')
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click()
    await dialog.getByText('验证码错误或已使用，请重新输入').waitFor()
    // The enrolment took the current step's code: the next step's is the one the app shows by now or soon.
    await dialog
      .getByRole('textbox', { name: '身份验证器验证码' })
      .fill(app.generate({ timestamp: Date.now() + 30_000 }))
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click()
    await shell(page).tabList.waitFor()
  })

  it('a lost-device recovery code works once', async () => {
    const [code = ''] = recoveryCodes
    const { page } = session
    let dialog = await openSecondStep(page)
    await dialog.getByTitle('恢复码').click()
    await dialog.getByRole('textbox', { name: '恢复码' }).fill(code)
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click()
    await shell(page).tabList.waitFor()

    await page.context().clearCookies()
    dialog = await openSecondStep(page)
    await dialog.getByTitle('恢复码').click()
    await dialog.getByRole('textbox', { name: '恢复码' }).fill(code)
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click()
    await dialog.getByText('验证码错误或已使用，请重新输入').waitFor()
    expect(await shell(page).tabList.count()).toBe(0)
  })
})
