import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openContext } from './support/browser'
import { watchConsole } from './support/console-watch'
import { latestActivationLink } from './support/demo-outbox'
import { logInThroughForm } from './support/login-page'
import { registerOverHttp } from './support/register-over-http'
import { usePortal } from './support/use-portal'

const session = usePortal()
const portal = session.portal
const STAFF_PAGE = '/mzz/main/main/setting/staff'
/** An account of a company of its own (registered and activated), which Demo Co. then invites. */
const OWNER = { email: 'owner@elsewhere.example', password: 'Ow9#kLm2Qz', companyName: '别处公司' }

/** Picks an option of an Ant Design select found by its label (the visible item carries a title). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByTitle(option, { exact: true }).click()
}

describe('inviting an account of another tenant', () => {
  it('lists it as invited, and the owner joins by accepting with their password, then signs in to Demo Co.', async () => {
    const activation = await registerOverHttp(session.server.origin, { ...OWNER, mobile: '13911112222' })
    const adminWatch = await watchConsole(session.context)
    const admin = session.page
    await admin.goto(activation)
    await admin.getByRole('heading', { name: '激活成功' }).waitFor()

    await admin.goto(portal('/login'))
    await logInThroughForm(admin, 'admin@demo.com', 'Admin@2026')
    await admin.getByRole('heading', { name: /^你好，/ }).waitFor()
    await admin.goto(portal(STAFF_PAGE))
    await admin.getByRole('button', { name: '新建员工' }).click()
    const drawer = admin.getByRole('dialog', { name: '新建员工' })
    await drawer.getByLabel('姓名').fill('外部顾问')
    await drawer.getByLabel('邮箱').fill(OWNER.email)
    await choose(admin, '角色', '坐席')
    await drawer.getByRole('button', { name: '保存' }).click()
    const row = admin
      .getByRole('table', { name: '员工列表' })
      .getByRole('row')
      .filter({ hasText: '外部顾问' })
    await row.getByText('待接受邀请').waitFor()
    await row.getByRole('button', { name: '撤销邀请 外部顾问' }).waitFor()
    expect(adminWatch.problems).toEqual([])

    const ownerContext = await openContext(session.browser)
    const ownerWatch = await watchConsole(ownerContext)
    try {
      const owner = await ownerContext.newPage()
      await owner.goto(await latestActivationLink(session.server.origin, OWNER.email))
      await owner.getByRole('heading', { name: '接受邀请' }).waitFor()
      await owner.getByText(`“演示科技”邀请您使用账号 ${OWNER.email} 加入`).waitFor()
      await owner.getByLabel('登录密码').fill('Wrong#Pass9')
      await owner.getByRole('button', { name: '接受邀请' }).click()
      await owner.getByRole('alert').filter({ hasText: '密码不正确' }).waitFor()
      await owner.getByLabel('登录密码').fill(OWNER.password)
      await owner.getByRole('button', { name: '接受邀请' }).click()
      await owner.waitForURL(/\/dzfront\/portal\/login$/)
      await owner.getByText(`您已加入“演示科技”，请使用 ${OWNER.email} 登录并选择该企业`).waitFor()

      // The account is now in two tenants: the login asks which, and Demo Co. is one of them.
      await logInThroughForm(owner, OWNER.email, OWNER.password, '演示科技')
      const protocol = owner.getByRole('dialog')
      await protocol.getByRole('button', { name: '同意并继续' }).click()
      await protocol.getByRole('button', { name: '同意并登录' }).click()
      await owner.getByRole('heading', { name: /^你好，/ }).waitFor()
      await owner.getByText('演示科技').first().waitFor()
      // The wrong password above was answered on purpose; nothing else went wrong.
      expect(ownerWatch.problems.filter((problem) => !problem.includes('/user/invitation/accept'))).toEqual(
        [],
      )
    } finally {
      await ownerContext.close()
    }
    await admin.reload()
    const member = admin
      .getByRole('table', { name: '员工列表' })
      .getByRole('row')
      .filter({ hasText: OWNER.email })
    await member.getByText('正常').waitFor()
    // Registration, activation, two sign-ins and the invitation: more steps than most browser tests.
  }, 150_000)
})
