import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { logInThroughForm } from './support/login-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

const openToolsMenu = async (page: Page, account: string, password: string) => {
  await page.goto(session.portal('/login'))
  await logInThroughForm(page, account, password)
  await page.getByRole('button', { name: '工具' }).click()
  // The tools menu, not the side menu: the one holding AI translation.
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'AI 翻译' }) })
  await menu.waitFor()
  return menu
}

const entriesOf = async (menu: ReturnType<Page['getByRole']>) =>
  (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())

describe('the tools menu', () => {
  it("shows agent01 single SMS, the e-mail sender and the tool links of their codes, not IVR or another code's link", async () => {
    const menu = await openToolsMenu(session.page, 'agent01', 'Agent@2026')
    // The tenant's links arrive with their own call.
    await menu.getByRole('menuitem', { name: '接口文档' }).waitFor()
    expect(await entriesOf(menu)).toEqual(['发送短信', '发送邮件', 'AI 翻译', '应用包检查', '接口文档'])
  })

  it('gives the administrator the IVR tool with the tenant numbers and their IVR entries', async () => {
    const { page } = session
    const menu = await openToolsMenu(page, 'admin@demo.com', 'Admin@2026')
    await menu.getByRole('menuitem', { name: 'IVR 配置说明' }).waitFor()
    const entries = await entriesOf(menu)
    expect(entries.slice(0, 3)).toEqual(['发送短信', '发送邮件', 'IVR'])
    expect(entries).toEqual(expect.arrayContaining(['接口文档', 'IVR 配置说明']))
    await menu.getByRole('menuitem', { name: 'IVR', exact: true }).click()
    const numbers = page.getByRole('dialog', { name: 'IVR' }).getByRole('table')
    await numbers.getByRole('row').filter({ hasText: '4008001001' }).filter({ hasText: '客服热线' }).waitFor()
    expect(await numbers.getByText('4008002002').count()).toBe(0)
  })
})
