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
})
