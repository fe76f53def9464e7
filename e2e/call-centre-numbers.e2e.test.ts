import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { openContext } from './support/browser'
import { callCentreSettingsPath, chooseOption, saveButtonIn } from './support/call-centre-settings'
import { watchConsole } from './support/console-watch'
import { logInThroughForm } from './support/login-page'
import { shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
const NUMBERS_PAGE = callCentreSettingsPath('numbers')

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

/** axe's serious findings on the numbers page itself (the frame around it has accessibility.e2e). */
async function pageFindings(page: Page) {
  const onPage = []
  for (const finding of seriousOrCritical(await runAxe(page)))
    if (await page.locator(finding.target).evaluate((element) => element.closest('.portal-page') !== null))
      onPage.push(finding)
  return onPage
}

describe('the numbers page', () => {
  it("the administrator adds a number routed to a queue and makes it a skill group's outbound default", async () => {
    const { context, watch, page } = await signedIn('admin@demo.com', 'Admin@2026')
    try {
      await page.goto(session.portal(NUMBERS_PAGE))
      await page.getByRole('heading', { name: '号码管理' }).waitFor()
      const numbers = page.getByRole('table', { name: '企业号码' })
      await numbers
        .getByRole('row')
        .filter({ hasText: '4008001001' })
        .filter({ hasText: 'IVR：客服热线' })
        .waitFor()
      expect(await pageFindings(page)).toEqual([])

      await page.getByRole('button', { name: '新增号码' }).click()
      const drawer = page.getByRole('dialog', { name: '新增号码' })
      await drawer.getByLabel('号码', { exact: true }).fill('40-08')
      await drawer.getByLabel('名称').fill('投诉热线')
      await saveButtonIn(drawer).click()
      await drawer.getByText('号码只能是3到20位数字').waitFor()
      await drawer.getByLabel('号码', { exact: true }).fill('4008001099')
      await chooseOption(page, drawer, '技能组', '售后服务')
      await saveButtonIn(drawer).click()
      await drawer.waitFor({ state: 'hidden' })
      await numbers
        .getByRole('row')
        .filter({ hasText: '4008001099' })
        .filter({ hasText: '技能组：售后服务' })
        .waitFor()

      const outbound = page.getByRole('table', { name: '技能组外呼号码' })
      await outbound.getByRole('button', { name: '编辑技能组 售前咨询 的外呼号码' }).click()
      const groupDrawer = page.getByRole('dialog', { name: '外呼号码：售前咨询' })
      await chooseOption(page, groupDrawer, '可用外呼号码', '4008001099 投诉热线')
      await groupDrawer.getByText('坐席外呼时使用所在技能组可用的号码', { exact: false }).click()
      await chooseOption(page, groupDrawer, '默认外呼号码', '4008001099 投诉热线')
      await saveButtonIn(groupDrawer).click()
      await groupDrawer.waitFor({ state: 'hidden' })

      // Read again from the server: the number, its queue and the group's default stayed.
      await page.reload()
      const row = page
        .getByRole('table', { name: '技能组外呼号码' })
        .getByRole('row')
        .filter({ hasText: '售前咨询' })
      // Its outbound numbers and, in the next column, its default.
      await row.getByRole('cell', { name: '4008001099', exact: true }).nth(1).waitFor()
      expect(await row.getByRole('cell').nth(2).textContent()).toBe('4008001099')
      await page
        .getByRole('table', { name: '企业号码' })
        .getByRole('row')
        .filter({ hasText: '4008001099' })
        .filter({ hasText: '使用中' })
        .waitFor()
      expect(watch.problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('refuses agent01 the page', async () => {
    const { context, page } = await signedIn('agent01', 'Agent@2026')
    try {
      await page.goto(session.portal(NUMBERS_PAGE))
      await page.getByRole('heading', { name: '403' }).waitFor()
      expect(await page.getByRole('heading', { name: '号码管理' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
