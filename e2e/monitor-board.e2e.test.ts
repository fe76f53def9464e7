import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  answerFromPanel,
  callCentre,
  ctiStateOverHttp,
  endAfterCallWork,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** What the board must show promptly: a push, a read, a render; far below the 5 s the board used to poll at. */
const LIVE_MS = 2000
/** Long enough that a 5 s poll would show, and short of the 60 s safety read. */
const IDLE_MS = 6000

/** Counts the supervisor page's reads of the board. */
function boardReads(page: Page) {
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/speech/monitor/board') count += 1
  })
  return () => count
}

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  await resetAgentOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
})

describe("the supervisor's monitor board", () => {
  it("shows agent01's call as it rings, connects and ends, and their status after it, without reload or polling", async () => {
    const origin = session.server.origin
    const agent = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    const supervisor = await logInToShell(session.browser, origin, 'admin@demo.com', 'Admin@2026')
    try {
      await goReady(agent.page)
      const reads = boardReads(supervisor.page)
      await supervisor.page.getByRole('button', { name: '监控' }).click()
      const board = supervisor.page.getByRole('region', { name: '正在通话的坐席' })
      await board.getByText('暂无通话').waitFor()

      const cookie = await sessionCookieOf(agent.context)
      const { accountId } = (await ctiStateOverHttp(origin, cookie)).agent
      await ringOverHttp(origin, cookie, { from: '13900001111', accountId })
      const row = board.getByRole('listitem').filter({ hasText: '坐席01' })
      await row.getByText(/· 来电$/).waitFor({ timeout: LIVE_MS })
      await answerFromPanel(agent.page)
      await row.getByText(/· 通话中$/).waitFor({ timeout: LIVE_MS })

      await callCentre(agent.page).panel.getByRole('button', { name: '挂断', exact: true }).click()
      await row.getByText(/· 话后处理$/).waitFor({ timeout: LIVE_MS })
      await endAfterCallWork(agent.page)
      await board.getByText('暂无通话').waitFor({ timeout: LIVE_MS })

      // Nothing changes now: the board is not read again (it used to be every 5 s).
      const readsWhenIdle = reads()
      await supervisor.page.waitForTimeout(IDLE_MS)
      expect(reads()).toBe(readsWhenIdle)
    } finally {
      await Promise.all([agent.context.close(), supervisor.context.close()])
    }
  })

  it("live monitor page: shows agent01's status and call as they change, and sets agent01's status, which the audit trail shows", async () => {
    const origin = session.server.origin
    const agent = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    const supervisor = await logInToShell(session.browser, origin, 'admin@demo.com', 'Admin@2026')
    try {
      const menu = supervisor.page.getByRole('navigation', { name: '主菜单' })
      await menu.getByText('呼叫中心', { exact: true }).click()
      await menu.getByText('实时监控').click()
      const agents = supervisor.page.getByRole('table', { name: '坐席' })
      const row = agents
        .getByRole('row')
        .filter({ has: supervisor.page.getByRole('rowheader', { name: '坐席01' }) })
      await row
        .getByRole('cell', { name: '挂起', exact: true })
        .or(row.getByRole('cell', { name: '离线', exact: true }))
        .first()
        .waitFor()
      const queue = supervisor.page.getByRole('listitem', { name: '售前咨询' })
      await queue.getByText('排队 0').waitFor()

      await goReady(agent.page)
      await row.getByRole('cell', { name: '接线', exact: true }).waitFor({ timeout: LIVE_MS })
      const cookie = await sessionCookieOf(agent.context)
      const { accountId } = (await ctiStateOverHttp(origin, cookie)).agent
      await ringOverHttp(origin, cookie, { from: '13900001111', accountId })
      await row.getByRole('cell', { name: '来电', exact: true }).waitFor({ timeout: LIVE_MS })
      await answerFromPanel(agent.page)
      await row.getByRole('cell', { name: '通话中', exact: true }).waitFor({ timeout: LIVE_MS })
      await row.getByText(/^139\*{4}1111 · \d\d:\d\d/).waitFor()
      await callCentre(agent.page).panel.getByRole('button', { name: '挂断', exact: true }).click()
      await endAfterCallWork(agent.page)
      await row.getByRole('cell', { name: '接线', exact: true }).waitFor({ timeout: LIVE_MS })

      // The supervisor sets agent01 to 挂起: agent01's switcher follows and says who did it.
      await row.getByRole('button', { name: '设置状态：坐席01' }).click()
      await supervisor.page.getByRole('menuitem', { name: '挂起', exact: true }).click()
      await row
        .getByRole('cell', { name: '接线', exact: true })
        .waitFor({ state: 'detached', timeout: LIVE_MS })
      await agent.page.getByRole('button', { name: '坐席状态：挂起' }).waitFor({ timeout: LIVE_MS })
      await agent.page.getByText('主管已修改你的坐席状态').waitFor()

      // The act is in the tenant's audit trail (设置 → 操作审计), under its own name.
      await supervisor.page.goto(session.portal('/mzz/main/main/setting/audit'))
      await supervisor.page.getByRole('combobox', { name: '操作' }).click()
      await supervisor.page.getByTitle('班长设置坐席状态', { exact: true }).click()
      await supervisor.page.getByRole('button', { name: '查询' }).click()
      await supervisor.page
        .getByRole('table', { name: '操作审计记录' })
        .getByRole('row')
        .filter({ hasText: '坐席01' })
        .first()
        .waitFor()
    } finally {
      await Promise.all([agent.context.close(), supervisor.context.close()])
    }
  })
})
