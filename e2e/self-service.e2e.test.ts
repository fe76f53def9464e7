import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { followCaptchas, latestActivationLink, latestSmsCode } from './support/demo-outbox'
import { logInThroughForm } from './support/login-page'
import { usePortal } from './support/use-portal'
import { registerOverHttp } from './support/register-over-http'
import { registerInBrowser } from './support/register-in-browser'

// Reset, registration and activation against the real server: captcha answers, SMS codes and activation links
// are read from the demo outbox, as a person reads the picture, the phone and the mailbox.
const session = usePortal()
let page: Page
beforeEach(() => {
  page = session.page
})
const portal = session.portal

describe('password reset', () => {
  it('resets a password through the captcha, the SMS code and the weak-password confirm, then logs in with it', async () => {
    const captchas = followCaptchas(page, session.server.origin)
    await page.goto(portal('/modify'))
    await page.getByRole('heading', { name: '重置密码' }).waitFor()
    const submit = page.getByRole('button', { name: '重置密码' })
    expect(await submit.isDisabled()).toBe(true)

    await page.getByRole('textbox', { name: '邮箱账号' }).fill('admin@')
    await page.getByRole('textbox', { name: '手机号码' }).fill('13800000000')
    await page.getByText('邮箱格式错误').waitFor()
    await page.getByRole('textbox', { name: '邮箱账号' }).fill('admin@demo.com')
    await page.getByRole('button', { name: '获取验证码', exact: true }).click()
    await page.getByText('请输入验证码').waitFor()
    await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchas.answer())
    await page.getByRole('button', { name: '获取验证码', exact: true }).click()
    await page.getByRole('button', { name: /^\d+s$/ }).waitFor()

    await page
      .getByRole('textbox', { name: '短信验证码' })
      .fill(await latestSmsCode(session.server.origin, '13800000000'))
    await page.getByLabel('新密码', { exact: true }).fill('Password1')
    await submit.click()
    const risk = page.getByRole('dialog', { name: '账号存在风险' })
    await risk.getByRole('button', { name: '重新填写' }).click()
    expect(await page.getByLabel('新密码', { exact: true }).inputValue()).toBe('')
    await page.getByLabel('新密码', { exact: true }).fill('Password1')
    await submit.click()
    await risk.getByRole('button', { name: '继续' }).click()
    await page.waitForURL(portal('/login'))

    await logInThroughForm(page, 'admin@demo.com', 'Password1')
    await page.getByRole('heading', { name: '你好，管理员' }).waitFor()
  })

  it('says a code could not be sent when the captcha is wrong, with a fresh captcha', async () => {
    await page.goto(portal('/modify'))
    const image = page.getByRole('img', { name: '图形验证码图片' })
    await image.waitFor()
    const firstImage = await image.getAttribute('src')
    await page.getByRole('textbox', { name: '邮箱账号' }).fill('secure@demo.com')
    await page.getByRole('textbox', { name: '手机号码' }).fill('13800000002')
    await page.getByRole('textbox', { name: '图形验证码' }).fill('zzzz')
    await page.getByRole('button', { name: '获取验证码', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: '图形验证码错误或已失效' }).waitFor()
    await page.waitForFunction(
      (previous) => document.querySelector('img[alt="图形验证码图片"]')?.getAttribute('src') !== previous,
      firstImage,
    )
  })
})

describe('registration', () => {
  it('goes from the phone through the activation e-mail to the first login of a new trial tenant', async () => {
    await page.goto(portal('/register'))
    await registerInBrowser(page, session.server.origin, {
      mobile: '13912345678',
      email: 'new@corp.example',
      password: 'Newcomer@2026',
      name: '新同事',
      companyName: '新公司',
    })
    expect(page.url()).toBe(portal('/register'))
    expect(await page.getByRole('button', { name: '重新发送' }).isDisabled()).toBe(true)

    await page.goto(await latestActivationLink(session.server.origin, 'new@corp.example'))
    await page.getByRole('heading', { name: '激活成功' }).waitFor()
    await page.getByText('新公司').first().waitFor()
    await page.getByRole('button', { name: '去登录' }).click()
    await page.waitForURL(/\/dzfront\/portal\/login/)
    await logInThroughForm(page, 'new@corp.example', 'Newcomer@2026')
    await page.getByRole('heading', { name: '你好，新同事' }).waitFor()
  })

  it('shows the server message when the SMS code is wrong', async () => {
    await page.goto(portal('/register'))
    await page.getByRole('textbox', { name: '手机号码' }).fill('13912345679')
    await page.getByRole('textbox', { name: '短信验证码' }).fill('123456')
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByRole('alert').filter({ hasText: '验证码错误，请重新输入' }).waitFor()
  })
})

describe('activation', () => {
  it('says a wrong link failed and offers to register again', async () => {
    await page.goto(portal('/activate?key=not-a-real-key'))
    await page.getByRole('heading', { name: '激活失败' }).waitFor()
    await page.getByRole('link', { name: '重新注册' }).click()
    await page.waitForURL(portal('/register'))
  })

  it('says an e-mail registered meanwhile is taken', async () => {
    const account = { email: 'twice@corp.example', password: 'Twice@2026', companyName: '两次公司' }
    const first = await registerOverHttp(session.server.origin, { ...account, mobile: '13911110001' })
    const second = await registerOverHttp(session.server.origin, { ...account, mobile: '13911110002' })
    await page.goto(first)
    await page.getByRole('heading', { name: '激活成功' }).waitFor()
    await page.goto(second)
    await page.getByText('该邮箱账号已被注册，请重新注册').waitFor()
  })
})
