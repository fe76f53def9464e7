import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { formatDateTime } from '../apps/web/src/lib/dates/format-date-time'
import { registerOverHttp } from './support/register-over-http'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Issue 26 §8: every date on a screen is in the tenant's zone, whatever the browser's. The demo tenant keeps
// Asia/Shanghai; the browsers here run in Los Angeles, 15 or 16 hours behind, so a date in the browser's zone
// could never pass for the tenant's.
// Mail goes to the demo outbox, where the invited sign-up's activation mail is read too.
const session = usePortal()
const TENANT_ZONE = 'Asia/Shanghai'
const BROWSER_ZONE = 'America/Los_Angeles'
const PERSONAL_INFO = '/mzz/main/main/setting/personal/individual'
const INVITE = '/mzz/main/main/activity/invite'

const logIn = (account: string, password: string) =>
  logInToShell(session.browser, session.server.origin, account, password, {
    contextOptions: { timezoneId: BROWSER_ZONE },
  })

/** The screen's text for a moment of the last few minutes, in the tenant's zone (a slow run takes minutes). */
const recentTimesIn = (timeZone: string) =>
  Array.from({ length: 12 }, (_, minutes) =>
    formatDateTime(new Date(Date.now() - (minutes - 1) * 60_000), 'zh-CN', timeZone),
  )

/** Asserts the cell shows a moment of the last minutes in the tenant's zone, not the browser's. */
async function expectTenantTime(cell: Locator) {
  const text = (await cell.textContent())?.trim() ?? ''
  expect(recentTimesIn(TENANT_ZONE)).toContain(text)
  expect(recentTimesIn(BROWSER_ZONE)).not.toContain(text)
}

/** The cell of `row` under the column headed `header` of its table. */
async function cellUnder(table: Locator, row: Locator, header: string) {
  const headers = await table.getByRole('columnheader').allTextContents()
  const index = headers.findIndex((text) => text.trim() === header)
  expect(index, `${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0)
  return row.getByRole('cell').nth(index)
}

async function sendMail(page: Page, subject: string) {
  await shell(page).tools.click()
  await page.getByRole('menuitem', { name: '发送邮件' }).click()
  await page.getByRole('heading', { name: '发送邮件' }).waitFor()
  await page.getByRole('combobox', { name: '收件人' }).fill('ms.li@customer.test')
  await page.getByRole('combobox', { name: '收件人' }).press('Enter')
  await page.getByRole('textbox', { name: '主题' }).fill(subject)
  await page.getByRole('textbox', { name: '正文' }).click()
  await page.keyboard.type('您好。')
  await page.getByRole('button', { name: '发送邮件', exact: true }).click()
  await page.getByText('邮件已发送', { exact: true }).waitFor()
}

describe("dates in the tenant's zone", () => {
  it("an agent's sent mail and signed-in devices show the tenant's time in a browser of another zone", async () => {
    const agent = await logIn('agent01', 'Agent@2026')
    const { page } = agent
    try {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE)
      await sendMail(page, '时区 2026-11')
      await page.getByRole('tab', { name: '已发送' }).click()
      const sent = page.getByRole('table', { name: '已发送' })
      const mail = sent.getByRole('row').filter({ hasText: '时区 2026-11' })
      await mail.waitFor()
      await expectTenantTime(await cellUnder(sent, mail, '发送时间'))

      await page.goto(session.portal(PERSONAL_INFO))
      const devices = page.getByRole('table', { name: '登录设备' })
      const thisDevice = devices.getByRole('row').filter({ hasText: '本设备' })
      await thisDevice.waitFor()
      await expectTenantTime(await cellUnder(devices, thisDevice, '登录时间'))
    } finally {
      await agent.context.close()
    }
  })

  it("the administrator's audit trail and invite sign-ups show the tenant's time in a browser of another zone", async () => {
    const admin = await logIn('admin@demo.com', 'Admin@2026')
    const { page } = admin
    try {
      // An audited act: the first banner's link changed.
      await page.goto(session.portal('/mzz/main/main/setting/banner'))
      await page.getByRole('button', { name: '编辑轮播图 1' }).click()
      const drawer = page.getByRole('dialog')
      const newLink = 'https://example.com/time-zone-offer'
      await drawer.getByRole('radio', { name: '新窗口打开' }).check()
      await drawer.getByLabel('链接地址').fill(newLink)
      await drawer.getByRole('button', { name: '保存' }).click()
      await page.getByText('轮播图已保存').waitFor()
      await page.goto(session.portal('/mzz/main/main/setting/audit'))
      const audit = page.getByRole('table', { name: '操作审计记录' })
      const act = audit.getByRole('row').filter({ hasText: newLink }).first()
      await act.waitFor()
      await expectTenantTime(await cellUnder(audit, act, '时间'))

      // A sign-up through the administrator's invite link.
      await page.goto(session.portal(INVITE))
      await page.waitForFunction(() => (document.getElementById('invite-link') as HTMLInputElement)?.value)
      const link = await page.getByLabel('我的邀请链接').inputValue()
      const inviteCode = new URL(link).searchParams.get('invite') ?? ''
      await registerOverHttp(session.server.origin, {
        mobile: '13912340002',
        email: 'zone@corp.example',
        password: 'Newcomer@2026',
        companyName: '时区公司',
        inviteCode,
      })
      await page.reload()
      const signups = page.getByRole('table', { name: '邀请记录' })
      const signup = signups.getByRole('row').filter({ hasText: '未激活' })
      await signup.waitFor()
      await expectTenantTime(await cellUnder(signups, signup, '注册时间'))
    } finally {
      await admin.context.close()
    }
  })
})
