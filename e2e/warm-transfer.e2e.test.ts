import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  answerFromPanel,
  callCentre,
  callLegsOverHttp,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/**
 * Whether the phone panel shows the text, opening it by the widget when closed: the panel of a call just taken over
 * may still be closing by itself (it hides a second after a call connects), so the caller asks again until it holds.
 */
async function panelShows(page: Page, text: string) {
  const { panel, widget } = callCentre(page)
  if ((await widget.getAttribute('aria-expanded')) !== 'true') await widget.click()
  return panel.getByText(text).isVisible()
}

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  await resetAgentOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
})

describe('warm transfer', () => {
  it('consults the administrator, who answers, then completes: the customer is on the admin’s call, agent01 in ACW', async () => {
    const origin = session.server.origin
    const agent = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    const admin = await logInToShell(session.browser, origin, 'admin@demo.com', 'Admin@2026')
    try {
      await goReady(agent.page)
      // The colleague is signed in and free (hung off), so no queued call rings for them meanwhile.
      await goReady(admin.page)
      await admin.page.getByRole('button', { name: /^坐席状态：/ }).click()
      await admin.page.getByRole('menuitem', { name: '挂起', exact: true }).click()
      await admin.page.getByRole('button', { name: '坐席状态：挂起' }).waitFor()
      const agentCookie = await sessionCookieOf(agent.context)
      const { accountId } = (await ctiStateOverHttp(origin, agentCookie)).agent
      await ringOverHttp(origin, agentCookie, { from: '13900002468', accountId })
      const panel = callCentre(agent.page).panel
      await answerFromPanel(agent.page)

      await panel.getByRole('button', { name: '转接坐席或队列' }).click()
      const dialog = agent.page.getByRole('dialog', { name: '转接或咨询' })
      await dialog.getByRole('combobox', { name: '坐席' }).fill('管理员')
      await agent.page.locator('.ant-select-dropdown:visible').getByTitle('管理员（空闲）').waitFor()
      await agent.page.keyboard.press('Enter')
      await dialog.getByRole('button', { name: '咨询' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await panel.getByText('正在呼叫 管理员，客户保持中').waitFor()

      const ringing = admin.page.getByRole('dialog', { name: '咨询来电' })
      await ringing.getByText('坐席01 请求咨询').waitFor()
      await ringing.getByRole('button', { name: '接听咨询' }).click()
      await ringing.waitFor({ state: 'hidden' })
      await panel.getByText('正在与 管理员 咨询，客户保持中').waitFor()
      await panel.getByRole('button', { name: '完成转接' }).click()

      await agent.page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      await admin.page.getByRole('button', { name: '电话：通话中' }).waitFor()
      const adminCookie = await sessionCookieOf(admin.context)
      const taken = await ctiStateOverHttp(origin, adminCookie)
      expect(taken.call).toMatchObject({ callStatus: 'INBOUND_ACTIVE', agentName: '管理员', joining: false })
      // The admin's panel shows the customer's number; the agent's record keeps the consult leg.
      await expect
        .poll(() => panelShows(admin.page, taken.call?.phoneNumber ?? '-'), { timeout: 15_000 })
        .toBe(true)
      const own = await ctiStateOverHttp(origin, agentCookie)
      const legs = await callLegsOverHttp(origin, agentCookie, own.call?.callRecordId)
      expect(legs).toEqual([
        expect.objectContaining({ mode: 'CONSULT', status: 'COMPLETED', toStaffName: '管理员' }),
      ])
      // The desk's list of today's calls opens the transferred call to show that leg.
      await shell(agent.page).menuItem('工作台').click()
      const today = agent.page
        .getByRole('region', { name: '客服工作台' })
        .locator('.ant-card')
        .filter({ has: agent.page.getByRole('heading', { name: '今日通话' }) })
      const row = today.getByRole('row').filter({ hasText: '139****2468' }).first()
      await row.getByRole('button', { name: '展开行' }).click()
      await today
        .getByRole('list', { name: '转接记录' })
        .getByText(/咨询：坐席01 → 管理员，已转接/)
        .waitFor()
    } finally {
      await Promise.all([agent.context.close(), admin.context.close()])
    }
  })
})
