import { beforeEach, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import {
  answerFromPanel,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { watchConsole } from './support/console-watch'
import { messageCentre } from './support/news-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Work orders between two members against the real server: created from a call with an attachment, assigned,
// discussed, resolved; due times from their category, overdue ones marked and counted.
const session = usePortal()
const logIn = (account: string, password: string) =>
  logInToShell(session.browser, session.server.origin, account, password)
const WORK_ORDERS = '/mzz/workorder/workorder/front/main/order'
/** The file agent01 attaches to the order from the call. */
const ATTACHMENT = { name: '发票信息.txt', text: '抬头：演示科技有限公司' }

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

/** The number a to-do link shows ("已解决工单：8"). */
const todoCount = async (page: Page, label: string): Promise<number> => {
  const link = page
    .getByRole('region', { name: '我的待办' })
    .getByRole('link', { name: new RegExp(`^${label}：`) })
  return Number(/：(\d+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1])
}

/** Picks an option in an Ant Design select labelled `label` (in `scope`) by typing and Enter, as on the keyboard. */
async function pick(page: Page, label: string, text: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text)
  await page.locator('.ant-select-item-option-active', { hasText: text }).waitFor()
  await page.keyboard.press('Enter')
}

describe('a work order between agent01 and the administrator', () => {
  it('is created by agent01 from a connected call with an attachment and given to the administrator, who is told at once, downloads the attachment, mentions agent01 and resolves it', async () => {
    const admin = await logIn('admin@demo.com', 'Admin@2026')
    const agent = await logIn('agent01', 'Agent@2026')
    const watch = await watchConsole(agent.context)
    try {
      await admin.page.getByRole('link', { name: /^已解决工单：/ }).waitFor()
      const resolvedBefore = await todoCount(admin.page, '已解决工单')
      const pendingBefore = await todoCount(admin.page, '待处理工单')
      await admin.page.goto(session.portal('/news?type=1'))
      const adminCentre = messageCentre(admin.page)
      await adminCentre.items().first().waitFor()

      // A call from 李先生 rings agent01, who answers it and writes the work order from the desk.
      const cookie = await sessionCookieOf(agent.context)
      await goReady(agent.page)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      await ringOverHttp(session.server.origin, cookie, { from: '13900002222', accountId })
      await answerFromPanel(agent.page)
      await shell(agent.page).menuItem('工作台').click()
      await agent.page
        .getByRole('region', { name: '最近联系' })
        .getByRole('button', { name: '新建工单' })
        .click()
      const dialog = agent.page.getByRole('dialog', { name: '从通话新建工单' })
      await dialog.getByText('李先生').waitFor()
      await dialog.getByRole('textbox', { name: '工单标题' }).fill('发票重开')
      await pick(agent.page, '分类', '账务发票', dialog)
      await pick(agent.page, '处理人', '管理员', dialog)
      await dialog.getByRole('textbox', { name: '描述' }).fill('客户要求重开发票')
      // The invoice's details go with the order as an attachment, uploaded as soon as it is chosen.
      await dialog.locator('input[type="file"]').setInputFiles({
        name: ATTACHMENT.name,
        mimeType: 'text/plain',
        buffer: Buffer.from(ATTACHMENT.text),
      })
      await dialog.locator('.ant-upload-list-item-done').filter({ hasText: ATTACHMENT.name }).waitFor()
      expect(seriousOrCritical(await runAxe(agent.page))).toEqual([])
      await dialog.getByRole('button', { name: /^创\s?建$/ }).click()
      const toast = agent.page.getByText(/^工单 WO\d+ 已创建$/)
      const number = (await toast.textContent())?.split(' ')[1] ?? ''
      expect(number).toMatch(/^WO\d+$/)

      // The administrator's message centre shows it at once (pushed), and its link opens the order.
      await adminCentre.item(`工单 ${number} 已分配给你`).click()
      await adminCentre.detail.getByRole('link', { name: '查看工单' }).click()
      await admin.page.waitForURL(/\/order\/detail\//)
      await admin.page.getByRole('cell', { name: '发票重开', exact: true }).waitFor()
      await admin.page.getByRole('cell', { name: '账务发票', exact: true }).waitFor()
      await admin.page.getByText('客户要求重开发票').waitFor()
      // Its attachment is a download link with its name, which the administrator may follow.
      const attachment = admin.page
        .getByRole('list', { name: '附件' })
        .getByRole('link', { name: ATTACHMENT.name, exact: true })
      const href = new URL((await attachment.getAttribute('href')) ?? '', admin.page.url()).href
      const answer = await admin.page.request.get(href)
      expect(answer.status()).toBe(200)
      expect(await answer.text()).toBe(ATTACHMENT.text)
      const download = admin.page.waitForEvent('download')
      await attachment.click()
      expect((await download).suggestedFilename()).toBe(ATTACHMENT.name)

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

      // Given to them, then resolved: the administrator's pending count is back where it was, resolved one up.
      await shell(admin.page).menuItem('首页').click()
      await expect.poll(() => todoCount(admin.page, '已解决工单')).toBe(resolvedBefore + 1)
      expect(await todoCount(admin.page, '待处理工单')).toBe(pendingBefore)
      expect(watch.problems).toEqual([])
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })

  it('marks and counts the orders past their category’s time, whose categories the administrator keeps', async () => {
    const admin = await logIn('admin@demo.com', 'Admin@2026')
    const watch = await watchConsole(admin.context)
    try {
      const { page } = admin
      // The dashboard counts the administrator's overdue orders; its link opens the list filtered to them.
      const overdue = page
        .getByRole('region', { name: '我的待办' })
        .getByRole('link', { name: /^已超时工单：/ })
      await overdue.waitFor()
      const count = await todoCount(page, '已超时工单')
      expect(count).toBeGreaterThan(0)
      await overdue.click()
      await page.waitForURL(/due=overdue/)
      const rows = page.locator('.ant-table-tbody tr.ant-table-row')
      await expect.poll(() => rows.count()).toBe(count)
      expect(await rows.filter({ hasText: '已超时' }).count()).toBe(count)
      expect(seriousOrCritical(await runAxe(page))).toEqual([])

      // The filters combine, by the keyboard: the overdue repairs.
      await pick(page, '分类', '故障报修')
      await expect.poll(() => rows.count()).toBeLessThan(count)
      expect(await rows.filter({ hasNotText: '故障报修' }).count()).toBe(0)

      // 工单分类: a new category with its time, offered at once in the new order's form.
      await page.goto(session.portal('/mzz/workorder/workorder/front/main/setting/category'))
      await page.getByRole('button', { name: '新增分类' }).click()
      const form = page.getByRole('dialog', { name: '新增分类' })
      await form.getByLabel('分类名称').fill('退款')
      await form.getByLabel('处理时限（小时）').fill('0')
      await form.getByRole('button', { name: '保存' }).click()
      await form.getByText('处理时限须为1到2160小时的整数').waitFor()
      await form.getByLabel('处理时限（小时）').fill('4')
      await form.getByRole('button', { name: '保存' }).click()
      await page.getByRole('cell', { name: '退款', exact: true }).waitFor()
      await page.getByRole('cell', { name: '4 小时', exact: true }).waitFor()
      expect(seriousOrCritical(await runAxe(page))).toEqual([])

      await page.goto(session.portal(WORK_ORDERS))
      await page.getByRole('button', { name: '新建工单' }).click()
      const dialog = page.getByRole('dialog', { name: '新建工单' })
      await dialog.getByRole('button', { name: /^创\s?建$/ }).click()
      await dialog.getByText('请填写客户').waitFor()
      await dialog.getByLabel('客户').fill('孙女士')
      await dialog.getByLabel('工单标题').fill('退款未到账')
      await pick(page, '分类', '退款（4 小时内处理）', dialog)
      await dialog.getByRole('button', { name: /^创\s?建$/ }).click()
      await page.waitForURL(/\/order\/detail\//)
      await page.getByRole('cell', { name: '退款', exact: true }).waitFor()
      expect(watch.problems).toEqual([])
    } finally {
      await admin.context.close()
    }
  })
})
