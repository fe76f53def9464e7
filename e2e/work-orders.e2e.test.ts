import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { watchConsole } from './support/console-watch'
import { messageCentre } from './support/news-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Work orders between two members against the real server: created, assigned, discussed, resolved.
const session = usePortal()
const logIn = (account: string, password: string) =>
  logInToShell(session.browser, session.server.origin, account, password)
const WORK_ORDERS = '/mzz/workorder/workorder/front/main/order'

/** The number a to-do link shows ("已解决工单：8"). */
const todoCount = async (page: Page, label: string): Promise<number> => {
  const link = page
    .getByRole('region', { name: '我的待办' })
    .getByRole('link', { name: new RegExp(`^${label}：`) })
  return Number(/：(\d+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1])
}

/** Picks a member in an Ant Design select labelled `label` by typing their name and Enter, as on the keyboard. */
async function pickMember(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).fill(name)
  await page.locator('.ant-select-item-option-active', { hasText: name }).waitFor()
  await page.keyboard.press('Enter')
}

describe('a work order between agent01 and the administrator', () => {
  it('is created and assigned by agent01, who is told of the comment that mentions them; the administrator resolves it', async () => {
    const admin = await logIn('admin@demo.com', 'Admin@2026')
    const agent = await logIn('agent01', 'Agent@2026')
    const watch = await watchConsole(agent.context)
    try {
      await admin.page.getByRole('link', { name: /^已解决工单：/ }).waitFor()
      const resolvedBefore = await todoCount(admin.page, '已解决工单')
      await admin.page.goto(session.portal('/news?type=1'))
      const adminCentre = messageCentre(admin.page)
      await adminCentre.items().first().waitFor()

      await agent.page.goto(session.portal(WORK_ORDERS))
      await agent.page.getByRole('button', { name: '新建工单' }).click()
      const dialog = agent.page.getByRole('dialog', { name: '新建工单' })
      // The contract's rules speak first: nothing is sent without a customer and a title.
      await dialog.getByRole('button', { name: /^创\s?建$/ }).click()
      await dialog.getByText('请填写客户').waitFor()
      expect(seriousOrCritical(await runAxe(agent.page))).toEqual([])
      await dialog.getByLabel('客户').fill('孙女士')
      await dialog.getByLabel('工单标题').fill('发票重开')
      await pickMember(agent.page, '处理人', '管理员')
      await dialog.getByLabel('描述').fill('客户要求重开发票')
      await dialog.getByRole('button', { name: /^创\s?建$/ }).click()
      await agent.page.waitForURL(/\/order\/detail\//)
      const number = (await agent.page.getByText(/^工单 WO\d+ 已创建$/).textContent())?.split(' ')[1] ?? ''
      expect(number).toMatch(/^WO\d+$/)

      // The administrator's message centre shows it at once (pushed), and its link opens the order.
      const assigned = adminCentre.item(`工单 ${number} 已分配给你`)
      await assigned.click()
      await adminCentre.detail.getByRole('link', { name: '查看工单' }).click()
      await admin.page.waitForURL(/\/order\/detail\//)
      await admin.page.getByRole('cell', { name: '发票重开', exact: true }).waitFor()

      await admin.page.getByLabel('评论（输入 @ 提及同事）').fill('@坐席01 请补充发票抬头')
      await admin.page.getByRole('button', { name: '发表评论' }).click()
      const history = admin.page.getByRole('region', { name: '处理记录' })
      await history.getByText('提及：坐席01').waitFor()
      expect(seriousOrCritical(await runAxe(admin.page))).toEqual([])
      await admin.page.getByRole('button', { name: `开始处理工单 ${number}` }).click()
      await history.getByText('管理员 将状态改为 处理中').waitFor()
      await admin.page.getByRole('button', { name: `解决工单 ${number}` }).click()
      await history.getByText('管理员 将状态改为 已解决').waitFor()
      // A resolved order may be closed or reopened, not resolved again.
      await admin.page.getByRole('button', { name: `重新打开工单 ${number}` }).waitFor()

      await agent.page.goto(session.portal('/news?type=1'))
      await messageCentre(agent.page).item(`管理员 在工单 ${number} 中提到了你`).waitFor()

      await shell(admin.page).menuItem('首页').click()
      await expect.poll(() => todoCount(admin.page, '已解决工单')).toBe(resolvedBefore + 1)
      expect(watch.problems).toEqual([])
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })
})
