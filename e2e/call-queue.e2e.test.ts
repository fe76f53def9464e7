import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { loginOverHttp } from '../apps/server/test/writing-clients'
import {
  answerFromPanel,
  apiOverHttp,
  callCentre,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Issue 26 parts 1 and 2 in the browser: a refused call waits in the desk's queue view and in the agent's calls
// not taken, rings the agent again once they are 接线, and the dial pad offers its redial.
const session = usePortal()

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

const card = (page: Page, heading: string) =>
  page
    .getByRole('region', { name: '客服工作台' })
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: heading }) })

describe('no caller stranded, and calling back', () => {
  it('shows a refused call waiting and not taken, rings the agent again once ready, and offers its redial', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      await goReady(page)
      await shell(page).menuItem('工作台').click()
      const { accountId } = (await ctiStateOverHttp(session.server.origin, await sessionCookieOf(context)))
        .agent
      const admin = await loginOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
      await ringOverHttp(session.server.origin, admin, { from: '13900002468', accountId })
      const { panel } = callCentre(page)
      await panel.getByRole('button', { name: '拒接' }).click()
      await page.getByRole('button', { name: '坐席状态：小休' }).waitFor()

      // The queue view holds it (not pickable while 小休); the agent's calls not taken say it was refused.
      const waiting = card(page, '排队来电')
      await waiting.getByRole('row').filter({ hasText: '139****2468' }).waitFor()
      const notTaken = card(page, '未接来电').getByRole('row').filter({ hasText: '139****2468' })
      await notTaken.getByText('已拒接').waitFor()

      // Back to 接线: it rings them again at once.
      await goReady(page)
      await answerFromPanel(page)
      await panel.getByRole('button', { name: '挂断', exact: true }).click()
      await panel.getByRole('button', { name: '结束话后' }).click()
      await page.getByRole('button', { name: '电话：在线' }).waitFor()
      await waiting.getByText('暂无排队来电').waitFor()
      // Answered by them in the end, it is no longer among their calls not taken; the dial pad can redial it.
      await notTaken.waitFor({ state: 'detached' })
      if (!(await panel.isVisible())) await callCentre(page).widget.click()
      await panel.getByRole('button', { name: '重拨 139****2468' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('calls back a caller who gave up in the queue with one click, and the list says who called back', async () => {
    const origin = session.server.origin
    const { context, page } = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    try {
      await goReady(page)
      const cookie = await sessionCookieOf(context)
      // 挂起 over HTTP (as the switcher does): the call waits in the queue with nobody ready, and its caller gives up.
      await apiOverHttp(origin, cookie, 'POST', '/api/v1/speech/agent/status', { status: 4 })
      const admin = await loginOverHttp(origin, 'admin@demo.com', 'Admin@2026')
      const { callId } = await ringOverHttp(origin, admin, { from: '13900001357' })
      await apiOverHttp(origin, admin, 'POST', `/api/v1/demo/call-simulator/${callId}/hangup`)

      await shell(page).menuItem('工作台').click()
      const notTaken = card(page, '未接来电')
      await notTaken.getByRole('tab', { name: '技能组放弃' }).click()
      const row = notTaken.getByRole('row').filter({ hasText: '139****1357' })
      await row.getByText('已放弃').waitFor()
      await row.getByRole('button', { name: '回拨 139****1357' }).click()
      // The call-back is a call of the agent's own, and the abandoned call's row names who called back.
      await page.getByRole('button', { name: /^电话：(呼叫中|通话中)/ }).waitFor()
      await row.getByText(/坐席01 已于 .+ 回拨/).waitFor()
      const { call } = await ctiStateOverHttp(origin, cookie)
      expect(call?.phoneNumber).toBe('139****1357')
    } finally {
      await context.close()
    }
  })
})
