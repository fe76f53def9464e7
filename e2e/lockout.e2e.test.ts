import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { followCaptchas } from './support/demo-outbox'
import { loginControls } from './support/login-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** Submits the form once, answering the picture captcha when it shows, and returns the server's answer code. */
async function attempt(
  page: Page,
  captchas: ReturnType<typeof followCaptchas>,
  password: string,
): Promise<number> {
  const controls = loginControls(page)
  await controls.password.fill(password)
  const captchaField = page.getByRole('textbox', { name: '图形验证码' })
  if (await captchaField.isVisible()) await captchaField.fill(await captchas.answer())
  const answered = page.waitForResponse((response) => response.url().includes('/user/login?'))
  await controls.submit.click()
  return ((await (await answered).json()) as { code: number }).code
}

describe('a locked account', () => {
  it('is locked at the 10th failure, says until when, and refuses even the right password', async () => {
    const page = session.page
    const captchas = followCaptchas(page, session.server.origin)
    await page.goto(session.portal('/login'))
    await loginControls(page).account.fill('change@demo.com')
    const codes: number[] = []
    for (let i = 0; i < 10; i += 1) {
      codes.push(await attempt(page, captchas, 'Wrong@2026'))
      await page.waitForTimeout(150)
    }
    expect(codes.slice(0, 2)).toEqual([21012, 21012])
    expect(codes[9]).toBe(21015)
    const lockMessage = page.getByRole('alert').filter({ hasText: /账号已锁定，请于\d{2}:\d{2}后重试/ })
    await lockMessage.waitFor()
    const shown = await lockMessage.textContent()
    expect(await attempt(page, captchas, 'Change@2026')).toBe(21015)
    await page
      .getByRole('alert')
      .filter({ hasText: shown ?? '' })
      .waitFor()
    expect(page.url()).toContain('/dzfront/portal/login')
  })
})
