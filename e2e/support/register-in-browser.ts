import type { Page } from 'playwright-core'
import { followCaptchas, latestSmsCode } from './demo-outbox'

export type BrowserRegistration = {
  mobile: string
  email: string
  password: string
  name: string
  companyName: string
}

/**
 * Registers through the real register page already open in `page` (steps 1 and 2, with the captcha answer and
 * the SMS code read from the demo outbox), up to the activation e-mail being sent.
 * @example await page.goto(portal('/register')); await registerInBrowser(page, origin, { mobile, email, ... })
 */
export async function registerInBrowser(page: Page, origin: string, form: BrowserRegistration) {
  const captchas = followCaptchas(page, origin)
  await page.getByRole('textbox', { name: '手机号码' }).fill(form.mobile)
  await page.getByRole('button', { name: '获取验证码', exact: true }).click()
  await page.getByText('请输入图形验证码').waitFor()
  await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchas.answer())
  await page.getByRole('button', { name: '获取验证码', exact: true }).click()
  await page.getByRole('button', { name: /^\d+s$/ }).waitFor()
  await page.getByRole('textbox', { name: '短信验证码' }).fill(await latestSmsCode(origin, form.mobile))
  await page.getByRole('button', { name: '下一步' }).click()

  await page.getByRole('textbox', { name: '邮箱' }).fill(form.email)
  await page.getByLabel('密码', { exact: true }).fill(form.password)
  await page.getByRole('textbox', { name: '姓名' }).fill(form.name)
  await page.getByRole('textbox', { name: '公司名称' }).fill(form.companyName)
  await page.getByRole('combobox', { name: '公司类型' }).click()
  await page.getByTitle('电子商务').click()
  await page.getByTitle('教育培训').click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '注册' }).click()
  await page.getByText(`激活邮件已发送至 ${form.email}`).waitFor()
}
