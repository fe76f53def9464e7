import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import {
  answerFromPanel,
  callCentre,
  ctiStateOverHttp,
  goReady,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { pushFramesOf, recordPushFrames } from './support/push-core'
import { logInToShell } from './support/shell-page'

// Second Co. has a live call of multi@demo.com, a call waiting in its queue, an invitation into its call addressed
// to agent01's account and an agent of its own (e2e/support/second-co-call-server.ts). Signed into Demo Co., none
// of its people may see any of it: not agent01, not the supervisor's board, not multi — the very agent of that call.
let server: PortalServer
let browser: Browser
beforeAll(async () => {
  server = await startPortalServer(
    {},
    { script: 'e2e/support/second-co-call-server.ts', name: 'portal with a Second Co. call' },
  )
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Anything of Second Co.'s telephony a page could show: its customer, number, line, group, agent and caller. */
const SECOND_CO_TRACES = /赵先生|13700007777|137\*{4}7777|4008002002|二号|second01|请协助/

/** Logs in to Demo Co. (multi@demo.com, a member of both tenants, picks it on the login page). */
const logIn = (account: string, password: string, tenantName?: string) =>
  logInToShell(browser, server.origin, account, password, { tenantName })

/** The visible text of the page and of every open dropdown, which antd renders outside the header. */
const shownText = (page: Page) => page.locator('body').innerText()

describe('telephony between tenants, in the browser', () => {
  it("shows Demo Co.'s people no call, agent, queue, invitation or line of Second Co.", async () => {
    const agent = await logIn('agent01', 'Agent@2026')
    const supervisor = await logIn('admin@demo.com', 'Admin@2026')
    const multi = await logIn('multi@demo.com', 'Multi@2026', '演示科技')
    try {
      for (const { page } of [agent, supervisor, multi]) await recordPushFrames(page)
      await goReady(agent.page)
      await goReady(multi.page)

      // multi is the agent of Second Co.'s call; in Demo Co. their phone is free and nothing rings.
      await multi.page.getByRole('button', { name: '电话：在线' }).waitFor()
      const multiState = await ctiStateOverHttp(server.origin, await sessionCookieOf(multi.context))
      expect(multiState.call).toBeNull()
      expect(multiState.invitation).toBeNull()
      // The invitation addressed to agent01's account belongs to Second Co.'s call: no dialog in Demo Co.
      expect(await agent.page.getByRole('dialog', { name: '多方会话邀请' }).count()).toBe(0)

      // The supervisor's board: no call anywhere in Demo Co. yet, although Second Co. has one in progress.
      await supervisor.page.getByRole('button', { name: '监控' }).click()
      const board = supervisor.page.getByRole('region', { name: '正在通话的坐席' })
      await board.getByText('暂无通话').waitFor()

      // The lines agent01 may dial from are Demo Co.'s.
      const panel = callCentre(agent.page).panel
      await callCentre(agent.page).widget.click()
      await panel.getByRole('combobox', { name: '主叫号码' }).click()
      await agent.page.locator('.ant-select-dropdown').getByText('客服热线').waitFor()
      expect(await shownText(agent.page)).not.toMatch(SECOND_CO_TRACES)
      await agent.page.keyboard.press('Escape')

      // A Demo Co. call for agent01: the board shows it, and only it.
      const agentCookie = await sessionCookieOf(agent.context)
      const { accountId } = (await ctiStateOverHttp(server.origin, agentCookie)).agent
      await ringOverHttp(server.origin, agentCookie, { from: '13900001111', accountId })
      await answerFromPanel(agent.page)
      await expect.poll(() => board.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1)
      await board.getByRole('button', { name: '监听 坐席01 的通话' }).waitFor()

      // The colleagues agent01 may invite into the call are Demo Co.'s.
      await panel.getByRole('button', { name: '邀请坐席' }).click()
      const invite = agent.page.getByRole('dialog', { name: '邀请坐席加入通话' })
      await invite.getByRole('combobox', { name: '坐席' }).click()
      // multi is signed in to Demo Co. and free; Second Co.'s own free agent must not be offered.
      await agent.page.locator('.ant-select-dropdown:visible').getByText('多租户坐席').waitFor()
      expect(await shownText(agent.page)).not.toMatch(SECOND_CO_TRACES)
      await agent.page.keyboard.press('Escape')
      await invite.getByRole('button', { name: /取\s*消|Cancel/ }).click()

      for (const { page } of [agent, supervisor, multi]) {
        expect(await shownText(page)).not.toMatch(SECOND_CO_TRACES)
        expect(JSON.stringify(await pushFramesOf(page))).not.toMatch(SECOND_CO_TRACES)
      }
    } finally {
      await Promise.all([agent, supervisor, multi].map(({ context }) => context.close()))
    }
  })
})
