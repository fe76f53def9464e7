import { beforeEach, describe, expect, it } from 'vitest'
import { SIMULATED_OUTCOME_NUMBERS } from '@portal/contract'
import { loginOverHttp } from '../apps/server/test/writing-clients'
import {
  callCentre,
  callHistoryOverHttp,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
  answerFromPanel,
  endAfterCallWork,
  reopenPanelWhenConnected,
} from './support/call-centre'
import { dialFromPanel } from './support/sip/ready-softphone-agent'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// The simulator's far ends act twice as fast as in life (a busy line in 0.5 s, early media for 1 s, no answer
// after 6 s); the tenant's ring timeout (15 s) is unchanged.
const session = usePortal({ CALL_SIMULATOR_SPEED: '2' })

const OUTBOUND_TASKS = '/mzz/speech/speech/front/main/setting/speech/outboundTask/list'

// Each test starts with agent01 free, whatever the one before left behind.
beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

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
      await answerFromPanel(page)
      await panel.getByRole('button', { name: '保持' }).click()
      await panel.getByRole('button', { name: '恢复' }).waitFor()
      // With the panel closed, the header still says the customer is on hold, and for how long.
      await panel.getByRole('button', { name: '关闭电话面板' }).click()
      await page.getByText('保持中', { exact: true }).waitFor()
      expect(await page.getByRole('timer', { name: '保持时长' }).textContent()).toMatch(/^00:\d\d$/)
      expect(await widget.getAttribute('aria-label')).toBe('电话：通话中')
      await widget.click()
      await panel.getByRole('button', { name: '恢复' }).click()
      await panel.getByRole('button', { name: '保持' }).waitFor()
      await page.getByText('保持中', { exact: true }).waitFor({ state: 'detached' })
      await panel.getByRole('button', { name: '挂断', exact: true }).click()

      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      // The after-call countdown sits in the header too.
      await page.getByRole('timer', { name: '话后剩余时间' }).waitFor()
      await panel.getByRole('timer', { name: '话后处理' }).waitFor()
      // The note saves itself as it is typed.
      await panel.getByLabel('通话备注').fill('客户询问发票进度')
      await panel.getByText('备注已保存').waitFor()
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

  it('dials from the outbound task list: each documented outcome, and the task follows the call', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      const { panel } = callCentre(page)
      await goReady(page)
      const cookie = await sessionCookieOf(context)
      await page.goto(session.portal(OUTBOUND_TASKS))
      const dial = (task: string) =>
        page
          .getByRole('row', { name: new RegExp(task) })
          .getByRole('button', { name: /^拨打/ })
          .click()
      const endAfterCallWorkThenList = async () => {
        await endAfterCallWork(page)
        // Back to the list: the panel (now a dial pad) closes, as an agent closes it to reach the rows below.
        await panel.getByRole('button', { name: '关闭电话面板' }).click()
      }
      const hangUpOnceConnected = async () => {
        await reopenPanelWhenConnected(page)
        await panel.getByRole('button', { name: '挂断', exact: true }).click()
      }
      const pendingTasks = async () =>
        (
          (await (
            await fetch(`${session.server.origin}/api/v1/speech/outbound/task/list?status=pending`, {
              headers: { cookie },
            })
          ).json()) as { data: { name: string }[] }
        ).data.map((task) => task.name)
      const lastResult = async () => (await callHistoryOverHttp(session.server.origin, cookie))[0]?.result

      // The task's call carries its customer, though it dials the simulator's number; it ends saying why.
      await dial('外呼演示：占线')
      await page.getByText('对方忙线，未接通').waitFor()
      await endAfterCallWorkThenList()
      expect((await callHistoryOverHttp(session.server.origin, cookie))[0]).toMatchObject({
        result: 'busy',
        customerName: '张女士',
      })
      // The list shows the attempt, its result and its time (it reloads when the task's call ends).
      const busyRow = page.getByRole('row', { name: /外呼演示：占线/ })
      await busyRow.getByRole('cell', { name: '占线', exact: true }).waitFor()
      await busyRow.getByRole('cell', { name: '1', exact: true }).waitFor()
      await busyRow
        .getByRole('cell', { name: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/ })
        .first()
        .waitFor()

      await dial('外呼演示：无人接听')
      await page.getByRole('button', { name: '电话：呼叫中' }).waitFor()
      // Ringing long enough to be read: the panel names the task's customer, not 未知客户.
      await panel.getByText('刘先生').waitFor()
      await page.getByText('对方无人接听').waitFor()
      await endAfterCallWorkThenList()
      expect(await lastResult()).toBe('noAnswer')
      await page
        .getByRole('row', { name: /外呼演示：无人接听/ })
        .getByRole('cell', { name: '无人接听', exact: true })
        .waitFor()

      await dial('外呼演示：彩铃后接通')
      await page.getByRole('button', { name: '电话：振铃中' }).waitFor()
      await hangUpOnceConnected()
      await endAfterCallWorkThenList()
      expect(await lastResult()).toBe('answered')

      // Cancelled by the agent while it still rings: the task stays open.
      await dial('外呼演示：接通')
      await page.getByRole('button', { name: '电话：呼叫中' }).waitFor()
      await panel.getByRole('button', { name: '挂断', exact: true }).click()
      await endAfterCallWorkThenList()
      expect(await lastResult()).toBe('cancelled')
      expect(await pendingTasks()).toContain('外呼演示：接通')

      // Answered: the task is done when the call ends; the unanswered ones stay open.
      await dial('外呼演示：接通')
      await hangUpOnceConnected()
      await endAfterCallWorkThenList()
      expect((await pendingTasks()).sort()).toEqual(['外呼演示：占线', '外呼演示：无人接听'].sort())

      // A number that refuses the call, from the dial pad: said too.
      await dialFromPanel(page, SIMULATED_OUTCOME_NUMBERS.rejected)
      await page.getByText('对方拒接了呼叫').waitFor()
      await endAfterCallWork(page)
      expect(await lastResult()).toBe('rejected')
    } finally {
      await context.close()
    }
  })

  it('transfers a call to an outside number and to the satisfaction survey, each ending the agent leg', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      const { panel } = callCentre(page)
      await goReady(page)
      const cookie = await sessionCookieOf(context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      const admin = await loginOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
      const answerCall = async (from: string) => {
        await ringOverHttp(session.server.origin, admin, { from, accountId })
        await answerFromPanel(page)
      }

      await answerCall('13900002222')
      await panel.getByRole('button', { name: '转外线' }).click()
      const dialog = page.getByRole('dialog', { name: '转外线' })
      await dialog.getByLabel('外线号码').fill('02188886666')
      await dialog.getByRole('button', { name: '转接' }).click()
      // It asks first: the transfer ends the agent's leg.
      await dialog.getByText('将通话转到 02188886666？转接后你将离开通话。').waitFor()
      await dialog.getByRole('button', { name: '确定转接' }).click()
      await page.getByText('已转外线，你已离开通话').waitFor()
      await endAfterCallWork(page)
      const [outside] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(outside).toMatchObject({ result: 'transferredOutside', customerName: '李先生' })
      expect(outside?.participants).toEqual([{ role: 'OUTSIDE_LINE', name: '02188886666' }])

      await answerCall('13900003333')
      await panel.getByRole('button', { name: '转满意度' }).click()
      await page.getByText('将客户转到满意度评价？转接后你将离开通话。').waitFor()
      await page.getByRole('button', { name: '确定转接' }).click()
      await page.getByText('已转满意度评价，你已离开通话').waitFor()
      await endAfterCallWork(page)
      expect((await callHistoryOverHttp(session.server.origin, cookie))[0]).toMatchObject({
        result: 'transferredSatisfaction',
        customerName: '张女士',
      })
    } finally {
      await context.close()
    }
  })

  it('rings an agent from the demo panel, and the simulated caller hangs up when told', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      const { panel, widget } = callCentre(page)
      await goReady(page)
      await widget.click()
      const simulator = panel.getByRole('region', { name: '模拟来电（演示）' })
      await simulator.getByLabel('来电号码').fill('13900004444')
      await simulator.getByRole('button', { name: '模拟来电' }).click()
      await panel.getByText('刘先生').waitFor()
      await answerFromPanel(page)
      await panel.getByRole('button', { name: '模拟对方挂断' }).click()
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, await sessionCookieOf(context))
      expect(record).toMatchObject({ customerName: '刘先生', result: 'answered' })
      await panel.getByRole('button', { name: '结束话后' }).click()
    } finally {
      await context.close()
    }
  })
})
