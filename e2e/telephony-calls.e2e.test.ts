import { describe, expect, it } from 'vitest'
import { loginOverHttp } from '../apps/server/test/writing-clients'
import {
  callCentre,
  callHistoryOverHttp,
  ctiStateOverHttp,
  goReady,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// The simulator's far ends act 4 times faster than in life; the tenant's ring timeout (15 s) is unchanged.
const session = usePortal({ CALL_SIMULATOR_SPEED: '4' })

describe('an agent taking a call', () => {
  it('goes ready, answers a call with the customer on screen, holds, resumes, hangs up and ends after-call work', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      const { widget, panel, switcher } = callCentre(page)
      await goReady(page)
      const agentCookie = await sessionCookieOf(context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, agentCookie)).agent
      const admin = await loginOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
      const { callId } = await ringOverHttp(session.server.origin, admin, { from: '13900001111', accountId })

      // The screen-pop: the customer's name, identity and tags, the masked number and the line it came in on.
      await panel.getByText('王女士').waitFor()
      await panel.getByText('VIP客户').waitFor()
      await panel.getByRole('list', { name: '客户标签' }).getByText('老客户').waitFor()
      await panel.getByText('139****1111').waitFor()
      await panel.getByText('客服热线').waitFor()
      expect(await widget.getAttribute('aria-label')).toBe('电话：来电')
      await panel.getByRole('button', { name: '接听' }).click()
      await page.getByRole('button', { name: '电话：通话中' }).waitFor()
      // The panel hides 1 s after the answer (§9); the widget opens it again.
      await panel.waitFor({ state: 'hidden' })
      await widget.click()
      await panel.getByRole('button', { name: '保持' }).click()
      await panel.getByRole('button', { name: '恢复' }).click()
      await panel.getByRole('button', { name: '保持' }).waitFor()
      await panel.getByRole('button', { name: '挂断' }).click()

      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      await panel.getByRole('timer', { name: '话后处理' }).waitFor()
      await panel.getByLabel('通话备注').fill('客户询问发票进度')
      await panel.getByRole('button', { name: '保存备注' }).click()
      await page.getByText('备注已保存').waitFor()
      await panel.getByRole('button', { name: '结束话后' }).click()
      await page.getByRole('button', { name: '电话：在线' }).waitFor()
      expect(await switcher.getAttribute('aria-label')).toBe('坐席状态：接线')

      // The record holds its times, its after-call work and the note.
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, agentCookie))[0]?.acwDuration)
        .toBeGreaterThanOrEqual(0)
      const [record] = await callHistoryOverHttp(session.server.origin, agentCookie)
      expect(record).toMatchObject({
        callId,
        result: 'answered',
        note: '客户询问发票进度',
        customerName: '王女士',
      })
      expect(record?.answeredAt).not.toBeNull()
      expect(record?.endedAt).not.toBeNull()
    } finally {
      await context.close()
    }
  })
})
