import { afterEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { openContext } from './support/browser'
import { loginControls } from './support/login-page'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** An 8×8 grey PNG, a real image the browser draws. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAIklEQVR4AYXBAQEAMAiAME7/YMa6CWR7szhIkCBBggQJEj46pQMwlMVpkAAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * What the pages of a test wrote to the console as errors or warnings: none is expected, except the browser's own
 * line for each refused login (401, 423), which the lock test causes on purpose.
 */
const consoleProblems: string[] = []
const REFUSED_LOGIN = /^Failed to load resource: the server responded with a status of 4(01|23)\b/
const watchConsole = (page: Page) =>
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !REFUSED_LOGIN.test(message.text()))
      consoleProblems.push(message.text())
  })

/** The administrator on one of the settings pages, in a profile of their own. */
async function adminOn(browser: Browser, page: 'tenantSwitch' | 'brand', heading: string) {
  const admin = await logInToShell(browser, session.server.origin, 'admin@demo.com', 'Admin@2026')
  watchConsole(admin.page)
  await admin.page.goto(session.portal(`/mzz/main/main/setting/${page}`))
  await admin.page.getByRole('heading', { name: heading }).waitFor()
  return admin
}

/** Saves the settings form and waits for the confirmation. */
async function saveForm(page: Page) {
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await page.getByText('保存成功').first().waitFor()
}

/** A visitor's fresh login page. */
async function openLoginPage(browser: Browser) {
  const context = await openContext(browser)
  const page = await context.newPage()
  watchConsole(page)
  await page.goto(session.portal('/login'))
  await loginControls(page).account.waitFor()
  return { context, page }
}

describe('the tenant switches and brand', () => {
  afterEach(() => {
    expect(consoleProblems.splice(0)).toEqual([])
  })

  it('change the login page, the header and the title when the brand changes', async () => {
    const admin = await adminOn(session.browser, 'brand', '品牌设置')
    try {
      await expect.poll(() => admin.page.title()).toMatch(/ - CRM$/)
      await admin.page.getByRole('textbox', { name: '系统名称' }).fill('Acme 客服')
      await admin.page.getByRole('textbox', { name: '品牌名称' }).fill('Acme')
      await admin.page.getByLabel('主色').fill('#aa3300')
      await saveForm(admin.page)
      await expect.poll(() => admin.page.title()).toMatch(/^(\(\d+\+?\) )?品牌设置 - 管理员 - Acme 客服$/)
      await admin.page.getByRole('link', { name: /Acme 客服/ }).waitFor()
      await admin.page.locator('input[type=file]').first().setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: LOGO,
      })
      await admin.page.getByRole('img', { name: '标志' }).waitFor()

      const visitor = await openLoginPage(session.browser)
      try {
        await visitor.page.getByRole('heading', { name: 'Acme 客服' }).waitFor()
        await expect.poll(() => visitor.page.title()).toBe('Acme 客服')
        const logo = visitor.page.getByRole('img', { name: 'Acme' })
        await logo.waitFor()
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8)
        // The brand's primary colour is the theme's: the chosen login mode's tab is written in it.
        const chosenMode = visitor.page.getByRole('tab', { selected: true })
        await expect
          .poll(() => chosenMode.evaluate((tab) => getComputedStyle(tab).color))
          .toBe('rgb(170, 51, 0)')
      } finally {
        await visitor.context.close()
      }
    } finally {
      await admin.context.close()
    }
  })

  it('hide the SMS-code tab on the login page when SMS login is turned off', async () => {
    const before = await openLoginPage(session.browser)
    await before.page.getByRole('tab', { name: '短信验证码登录' }).waitFor()
    await before.context.close()

    const admin = await adminOn(session.browser, 'tenantSwitch', '功能开关')
    try {
      const smsSwitch = admin.page.getByRole('switch', { name: '短信验证码登录' })
      expect(await smsSwitch.getAttribute('aria-checked')).toBe('true')
      await smsSwitch.click()
      await saveForm(admin.page)
    } finally {
      await admin.context.close()
    }

    const after = await openLoginPage(session.browser)
    try {
      await after.page.getByRole('textbox', { name: '工号/邮箱账号' }).waitFor()
      expect(await after.page.getByRole('tab', { name: '短信验证码登录' }).count()).toBe(0)
      expect(await after.page.getByRole('tablist').count()).toBe(0)
    } finally {
      await after.context.close()
    }
  })

  it('lock an account at a lowered threshold from the next failed login', async () => {
    const admin = await adminOn(session.browser, 'tenantSwitch', '功能开关')
    try {
      const threshold = admin.page.getByRole('spinbutton', { name: '失败几次后锁定账号' })
      expect(await threshold.inputValue()).toBe('10')
      await threshold.fill('2')
      await saveForm(admin.page)
    } finally {
      await admin.context.close()
    }

    const visitor = await openLoginPage(session.browser)
    try {
      const controls = loginControls(visitor.page)
      await controls.account.fill('change@demo.com')
      const codes: number[] = []
      for (const password of ['Wrong@2026', 'Wrong@2026', 'Change@2026']) {
        await controls.password.fill(password)
        const answered = visitor.page.waitForResponse((response) => response.url().includes('/user/login?'))
        await controls.submit.click()
        codes.push(((await (await answered).json()) as { code: number }).code)
      }
      expect(codes).toEqual([21012, 21015, 21015])
      await visitor.page
        .getByRole('alert')
        .filter({ hasText: /账号已锁定，请于\d{2}:\d{2}后重试/ })
        .first()
        .waitFor()
    } finally {
      await visitor.context.close()
    }
  })
  it('save the sending limits and show what the tenant sent today', async () => {
    const admin = await adminOn(session.browser, 'tenantSwitch', '功能开关')
    try {
      const api = (path: string) => `${session.server.origin}${path}`
      const sentToday = admin.page.getByRole('status').filter({ hasText: /^今日已发送：短信 \d+ 条/ })
      const smsToday = async () => Number(/短信 (\d+) 条/.exec(await sentToday.innerText())?.[1])
      await sentToday.waitFor()
      const before = await smsToday()
      // Two SMS from the administrator's own session, as the SMS form sends them.
      const templates = await (await admin.page.request.get(api('/crm/api/v1/sms/template/send'))).json()
      const template = (templates as { data: { templates: { id: number }[] } }).data.templates[0]
      const sms = (phoneInput: string) =>
        admin.page.request.post(
          api(
            `/crm/api/v1/sms?${new URLSearchParams({
              templateId: String(template?.id),
              phoneInput,
              paramDataList: JSON.stringify([
                { name: 'name', value: '张三' },
                { name: 'order', value: 'A-1' },
              ]),
            }).toString()}`,
          ),
        )
      expect((await (await sms('13900001111,13900002222')).json()).code).toBe(10000)

      const perMinute = admin.page.getByRole('spinbutton', { name: '短信：每位成员每分钟（条）' })
      expect(await perMinute.inputValue()).toBe('100')
      await perMinute.fill('3')
      await saveForm(admin.page)
      await admin.page.reload()
      await sentToday.waitFor()
      expect(await smsToday()).toBe(before + 2)
      expect(await sentToday.innerText()).toMatch(/^今日已发送：短信 \d+ 条，邮件 \d+ 封（收件人 \d+ 位）$/)
      expect(await perMinute.inputValue()).toBe('3')
      // The saved limit holds: two more numbers would make four within the minute.
      expect((await (await sms('13900003333,13900004444')).json()).message).toBe(
        '发送过于频繁：每位成员每分钟最多发送3条短信，本次未发送',
      )
    } finally {
      await admin.context.close()
    }
  })
})
