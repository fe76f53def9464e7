import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  answerFromPanel,
  callCentre,
  callHistoryOverHttp,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  await resetAgentOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
})

/** The working desk's current-call card (zh-CN). */
const deskCall = (page: Page) =>
  page
    .getByRole('region', { name: '客服工作台' })
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: '当前通话' }) })

/** agent01 ready, with a call from 13900001111 answered, the phone panel open; their session cookie. */
async function agentOnCall(page: Page, cookie: string) {
  await goReady(page)
  const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
  const ring = await ringOverHttp(session.server.origin, cookie, { from: '13900001111', accountId })
  await answerFromPanel(page)
  return ring
}

describe("a call's one wrap-up", () => {
  it('keeps the note typed in the phone panel across a reload, the same text in the panel and on the desk', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      const cookie = await sessionCookieOf(context)
      await agentOnCall(page, cookie)
      const { panel, widget } = callCentre(page)
      // Reloaded at once, before the typing has been saved: the browser's draft keeps it.
      await panel.getByLabel('通话备注').pressSequentially('客户要求退款')
      await page.reload({ waitUntil: 'commit' })

      await widget.click()
      const panelNote = panel.getByLabel('通话备注')
      await expect.poll(() => panelNote.inputValue()).toBe('客户要求退款')
      await panel.getByText('备注已保存').waitFor()
      await panel.getByRole('combobox', { name: '话后小结' }).waitFor()

      await shell(page).menuItem('工作台').click()
      const deskNote = deskCall(page).getByLabel('通话备注')
      await expect.poll(() => deskNote.inputValue()).toBe('客户要求退款')

      // Typed on the desk, it is the panel's text too, and the server's.
      await deskNote.fill('客户要求退款，已登记')
      if (!(await panel.isVisible())) await widget.click()
      await expect.poll(() => panelNote.inputValue()).toBe('客户要求退款，已登记')
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, cookie))[0]?.note)
        .toBe('客户要求退款，已登记')
    } finally {
      await context.close()
    }
  })

  it('gives a supervisor who listened and joined no note box, during the call nor after it', async () => {
    const origin = session.server.origin
    const agent = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    const supervisor = await logInToShell(session.browser, origin, 'admin@demo.com', 'Admin@2026')
    try {
      await agentOnCall(agent.page, await sessionCookieOf(agent.context))
      await supervisor.page.getByRole('button', { name: '监控' }).click()
      await supervisor.page.getByRole('button', { name: '监听 坐席01 的通话' }).click()
      // Listening opens the supervisor's phone panel; they join from it.
      const { panel, widget } = callCentre(supervisor.page)
      await panel.getByRole('button', { name: '加入', exact: true }).click()
      await panel.getByRole('button', { name: '加入', exact: true }).waitFor({ state: 'detached' })
      // Joined: the panel offers only to end the monitoring.
      await panel.getByRole('button', { name: '结束', exact: true }).waitFor()
      expect(await panel.getByLabel('通话备注').count()).toBe(0)

      await callCentre(agent.page).panel.getByRole('button', { name: '挂断', exact: true }).click()
      await supervisor.page.getByRole('button', { name: '电话：监听中' }).waitFor({ state: 'detached' })
      if (!(await panel.isVisible())) await widget.click()
      await panel.waitFor()
      expect(await panel.getByLabel('通话备注').count()).toBe(0)
      // The agent's call was never taken for the supervisor's own last call, so no reload brings its note back.
      const remembered = () =>
        supervisor.page.evaluate(() => sessionStorage.getItem('telephony.lastRecordId'))
      expect(await remembered()).toBeNull()
      await supervisor.page.reload({ waitUntil: 'commit' })
      await callCentre(supervisor.page).widget.click()
      await panel.waitFor()
      expect(await panel.getByLabel('通话备注').count()).toBe(0)
    } finally {
      await Promise.all([agent.context.close(), supervisor.context.close()])
    }
  })
})
