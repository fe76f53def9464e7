import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openContext } from './support/browser'
import { callCentre } from './support/call-centre'
import { watchConsole } from './support/console-watch'
import { logInThroughForm } from './support/login-page'
import { shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** The administrator adds one record to the list of the open tab, through the generic editor's drawer. */
async function addRecord(page: Page, one: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `新增${one}` }).click()
  const drawer = page.getByRole('dialog', { name: `新增${one}` })
  for (const [label, value] of Object.entries(fields)) await drawer.getByLabel(label).fill(value)
  await drawer
    .getByRole('button', { name: '保 存' })
    .or(drawer.getByRole('button', { name: '保存' }))
    .click()
  await drawer.waitFor({ state: 'hidden' })
}

/** A fresh browser profile watched for console problems, signed in through the form, the portal frame up. */
async function signedIn(account: string, password: string) {
  const context = await openContext(session.browser, { viewport: { width: 1440, height: 900 } })
  const watch = await watchConsole(context)
  const page = await context.newPage()
  await page.goto(session.portal('/login'))
  await logInThroughForm(page, account, password)
  await shell(page).tabList.waitFor()
  return { context, watch, page }
}

describe('the reference data and agent rules pages', () => {
  it('the administrator adds an SMS template and a rest reason, and agent01 then finds both', async () => {
    const admin = await signedIn('admin@demo.com', 'Admin@2026')
    const contexts = [admin.context]
    try {
      const { page } = admin
      await page.goto(session.portal('/mzz/main/main/setting/referenceData'))
      await page.getByRole('heading', { name: '基础数据' }).waitFor()
      await addRecord(page, '短信模板', {
        模板名称: '到货通知',
        '模板内容（占位符写作 {名称}）': '您好 {name}，包裹已到',
      })
      await page
        .getByRole('table', { name: '短信模板' })
        .getByRole('row')
        .filter({ hasText: '到货通知' })
        .waitFor()
      // Rest reasons live on the call centre's agent rules page now, edited by the same generic editor.
      await page.goto(session.portal('/mzz/speech/speech/front/main/setting/agentRules'))
      await page.getByRole('heading', { name: '坐席规则', level: 1 }).waitFor()
      await addRecord(page, '小休原因', { 原因名称: '喝水' })
      await page
        .getByRole('table', { name: '小休原因' })
        .getByRole('row')
        .filter({ hasText: '喝水' })
        .waitFor()

      // agent01 signs in afterwards on the same server (no restart): the SMS form and the switcher read the lists.
      const agent = await signedIn('agent01', 'Agent@2026')
      contexts.push(agent.context)
      await agent.page.getByRole('button', { name: '工具' }).click()
      await agent.page.getByRole('menuitem', { name: '发送短信' }).click()
      const dialog = agent.page.getByRole('dialog', { name: '发送短信' })
      await dialog.getByRole('combobox', { name: '模板签名' }).click()
      await agent.page.getByTitle('[无签名] 到货通知').click()
      await dialog.getByRole('textbox', { name: '客户姓名' }).waitFor()
      await agent.page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      await callCentre(agent.page).switcher.click()
      await agent.page.getByRole('menuitem', { name: '小休-喝水' }).waitFor()
      expect(admin.watch.problems).toEqual([])
      expect(agent.watch.problems).toEqual([])
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})
