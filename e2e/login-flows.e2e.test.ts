import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { loginControls, logInThroughForm } from './support/login-page'
import { latestSmsCode } from './support/demo-outbox'
import { usePortal } from './support/use-portal'

const session = usePortal()
let page: Page
beforeEach(() => {
  page = session.page
})
const portal = session.portal

describe('SMS login', () => {
  it('switches to the SMS tab, counts the resend down and logs in with the texted code', async () => {
    await page.goto(portal('/login'))
    await page.getByRole('tab', { name: '短信验证码登录' }).click()
    await page.waitForURL(/\?type=phone$/)
    expect(await page.getByRole('tab', { name: '短信验证码登录' }).getAttribute('aria-selected')).toBe('true')
    await page.getByRole('combobox', { name: '国家/地区' }).waitFor()
    await page.getByTitle('+86 中国').waitFor()
    const submit = page.getByRole('button', { name: '登录', exact: true })
    expect(await submit.isDisabled()).toBe(true)
    const phone = page.getByRole('textbox', { name: '手机号码' })
    await phone.fill('13a8')
    expect(await phone.inputValue()).toBe('138')
    await phone.fill('13800000001')
    await page.getByRole('button', { name: '获取验证码', exact: true }).click()
    await page.getByRole('button', { name: /^(60|59)s$/ }).waitFor()
    expect(await page.getByRole('button', { name: /^\d+s$/ }).isDisabled()).toBe(true)
    await page
      .getByRole('textbox', { name: '短信验证码' })
      .fill(await latestSmsCode(session.server.origin, '13800000001'))
    await submit.click()
    await page.getByRole('heading', { name: '你好，坐席01' }).waitFor()
  })

  it('opens in SMS mode from ?type=phone and checks the phone format', async () => {
    await page.goto(portal('/login?type=phone'))
    const phone = page.getByRole('textbox', { name: '手机号码' })
    await phone.fill('2380000000')
    await page.getByRole('textbox', { name: '短信验证码' }).click()
    await page.getByText('手机号格式错误').waitFor()
    expect(await phone.getAttribute('maxlength')).toBe('11')
  })
})

describe('login outcomes', () => {
  it('asks for the second factor, says a wrong code is wrong, and logs in with the right one', async () => {
    await page.goto(portal('/login'))
    await logInThroughForm(page, 'secure@demo.com', 'Secure@2026')
    const dialog = page.getByRole('dialog', { name: '短信二次验证' })
    await dialog.getByText('138****0002').waitFor()
    await dialog.getByRole('button', { name: '获取验证码', exact: true }).click()
    await dialog.getByRole('button', { name: /^\d+s$/ }).waitFor()
    const code = await latestSmsCode(session.server.origin, '13800000002')
    await dialog.getByRole('textbox', { name: '短信验证码' }).fill(code === '000000' ? '111111' : '000000')
    await dialog.getByRole('button', { name: '确定' }).click()
    await dialog.getByText('验证码错误，请重新输入').waitFor()
    await dialog.getByRole('textbox', { name: '短信验证码' }).fill(code)
    await dialog.getByRole('button', { name: '确定' }).click()
    await page.getByRole('heading', { name: /^你好，/ }).waitFor()
    expect(page.url()).toBe(portal('/portal'))
  })

  it('warns about a weak password and logs in once the risk is accepted', async () => {
    await page.goto(portal('/login'))
    await logInThroughForm(page, 'weak@demo.com', 'Password1')
    const dialog = page.getByRole('dialog', { name: '账号存在风险' })
    await dialog.getByRole('button', { name: '修改密码' }).waitFor()
    await dialog.getByRole('button', { name: '已了解风险，继续登录' }).click()
    await page.getByRole('heading', { name: /^你好，/ }).waitFor()
  })

  it('makes a password that must change be changed, then logs in with the new one', async () => {
    await page.goto(portal('/login'))
    await logInThroughForm(page, 'change@demo.com', 'Change@2026')
    const dialog = page.getByRole('dialog', { name: '修改密码' })
    await dialog.getByLabel('原密码', { exact: true }).fill('Change@2026')
    await dialog.getByLabel('新密码', { exact: true }).fill('Renewed@2027')
    await dialog.getByLabel('确认新密码', { exact: true }).fill('Renewed@2028')
    await dialog.getByRole('button', { name: '确定' }).click()
    await dialog.getByText('新密码输入不一致').waitFor()
    await dialog.getByLabel('确认新密码', { exact: true }).fill('Renewed@2027')
    await dialog.getByRole('button', { name: '确定' }).click()
    await page.getByRole('heading', { name: /^你好，/ }).waitFor()
  })

  it('demands the protocol: the login waits for the tick, and the dialog agrees in two steps', async () => {
    await page.goto(portal('/login'))
    await logInThroughForm(page, 'newbie@demo.com', 'Newbie@2026')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: '同意并继续' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    const checkbox = page.getByRole('checkbox', { name: '我已阅读并同意用户协议和隐私政策' })
    expect(await checkbox.isChecked()).toBe(false)
    expect(await loginControls(page).submit.isDisabled()).toBe(true)
    await page.getByRole('button', { name: '《用户协议》' }).click()
    await dialog.getByRole('button', { name: '同意并继续' }).click()
    await dialog.getByRole('button', { name: '同意并登录' }).click()
    await page.getByRole('heading', { name: /^你好，/ }).waitFor()
  })

  it('shows the picture captcha after repeated failures and refreshes it on a click', async () => {
    await page.goto(portal('/login'))
    const captchaImage = page.getByRole('img', { name: '图形验证码图片' })
    for (let attempt = 0; attempt < 5 && !(await captchaImage.isVisible()); attempt += 1) {
      await logInThroughForm(page, 'admin@demo.com', 'Wrong@2026')
      await page.getByRole('alert').first().waitFor()
      await page.waitForLoadState('networkidle')
    }
    const firstImage = await captchaImage.getAttribute('src')
    await captchaImage.click()
    await page.waitForFunction(
      (previous) => document.querySelector('img[alt="图形验证码图片"]')?.getAttribute('src') !== previous,
      firstImage,
    )
    await loginControls(page).submit.click()
    await page.getByText('请输入验证码').waitFor()
    await page.getByRole('textbox', { name: '图形验证码' }).fill('zzzz')
    await loginControls(page).submit.click()
    await page
      .getByRole('alert')
      .filter({ hasText: /验证码/ })
      .waitFor()
  })
})

describe('the login page around the form', () => {
  it('links to the password reset, which links back', async () => {
    await page.goto(portal('/login'))
    await page.getByRole('link', { name: '忘记密码' }).click()
    await page.waitForURL(portal('/modify'))
    await page.getByRole('link', { name: '返回登录' }).click()
    await page.waitForURL(portal('/login'))
  })

  it('switches the language after a confirmation, keeps it and reloads in it', async () => {
    await page.goto(portal('/login'))
    await page.getByRole('combobox', { name: '语言' }).selectOption('en-US')
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
    await page.getByRole('tab', { name: 'Account login' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('portal.locale'))).toBe('en-US')
    await page.getByRole('tab', { name: 'SMS login' }).click()
    await page.getByRole('combobox', { name: 'Country/region' }).waitFor()
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor()
    await page.getByRole('button', { name: 'Get code' }).waitFor()
    await page.getByRole('combobox', { name: 'Language' }).waitFor()
  })
})
