import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  apiOverHttp,
  callCentre,
  ctiStateOverHttp,
  endAfterCallWork,
  goReady,
  resetAgentOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { callCentreSettingsPath, saveButtonIn } from './support/call-centre-settings'
import { watchConsole } from './support/console-watch'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
const GROUP = '自动接听组'

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

/** On the queues page the administrator creates a skill group holding agent01. */
async function createGroupWithAgent01(page: Page) {
  await page.goto(session.portal(callCentreSettingsPath('queues')))
  await page.getByRole('heading', { name: '队列设置' }).waitFor()
  await page.getByRole('button', { name: '新增技能组' }).click()
  const drawer = page.getByRole('dialog', { name: '新增技能组' })
  await drawer.getByLabel('技能组名称').fill(GROUP)
  await drawer.getByRole('combobox', { name: '成员' }).click()
  await page.getByTitle('坐席01', { exact: true }).click()
  await drawer.getByRole('spinbutton', { name: '坐席01的技能等级' }).fill('7')
  await saveButtonIn(drawer).click()
  await drawer.waitFor({ state: 'hidden' })
  await page
    .getByRole('table', { name: '技能组' })
    .getByRole('row')
    .filter({ hasText: '坐席01（7级）' })
    .waitFor()
}

/** On the agent rules page the administrator makes the group's calls answer themselves and need a wrap-up code. */
async function autoAnswerWithMandatoryWrapUp(page: Page) {
  await page.goto(session.portal(callCentreSettingsPath('agentRules')))
  await page.getByRole('heading', { name: '坐席规则', level: 1 }).waitFor()
  await page.getByRole('button', { name: `编辑 ${GROUP}` }).click()
  const drawer = page.getByRole('dialog', { name: '编辑坐席规则' })
  await drawer.getByRole('radio', { name: '须选话后小结' }).check()
  await drawer.getByRole('switch', { name: '自动接听' }).click()
  await saveButtonIn(drawer).click()
  await drawer.waitFor({ state: 'hidden' })
  const row = page.getByRole('table', { name: '技能组坐席规则' }).getByRole('row').filter({ hasText: GROUP })
  await row.filter({ hasText: '须选话后小结' }).filter({ hasText: '开' }).waitFor()
}

describe('the queues and agent rules pages', () => {
  it("the administrator's auto-answer connects agent01's call by itself, and a mandatory wrap-up code holds after-call work", async () => {
    const origin = session.server.origin
    const admin = await logInToShell(session.browser, origin, 'admin@demo.com', 'Admin@2026')
    const agent = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    const adminWatch = await watchConsole(admin.context)
    try {
      await createGroupWithAgent01(admin.page)
      await autoAnswerWithMandatoryWrapUp(admin.page)
      const adminCookie = await sessionCookieOf(admin.context)
      const groups = await apiOverHttp<{ id: string; name: string }[]>(
        origin,
        adminCookie,
        'GET',
        '/api/v1/portal/call-centre/queues',
      )
      const skillGroupId = groups.find((group) => group.name === GROUP)?.id

      const { page } = agent
      const { panel } = callCentre(page)
      await goReady(page)
      const { callId } = await apiOverHttp<{ callId: string }>(
        origin,
        adminCookie,
        'POST',
        '/api/v1/demo/call-simulator/inbound',
        { from: '13900005555', skillGroupId },
      )
      // Nobody presses 接听: the panel shows the connected call, then hides about a second later (§9).
      await panel.waitFor()
      await page.getByRole('button', { name: '电话：通话中' }).waitFor()
      const connectedAt = Date.now()
      await panel.waitFor({ state: 'hidden', timeout: 5000 })
      expect(Date.now() - connectedAt).toBeLessThan(4000)
      const cookie = await sessionCookieOf(agent.context)
      expect((await ctiStateOverHttp(origin, cookie)).call).toMatchObject({
        callId,
        callStatus: 'INBOUND_ACTIVE',
      })

      // The caller hangs up: after-call work lasts until a wrap-up code is chosen.
      await apiOverHttp(origin, cookie, 'POST', `/api/v1/demo/call-simulator/${callId}/hangup`)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      if (!(await panel.isVisible())) await callCentre(page).widget.click()
      await panel.getByText('选择话后小结后即可结束话后处理').waitFor()
      await panel.getByRole('button', { name: '结束话后' }).click()
      await page.getByText('请先选择话后小结，再结束话后处理').waitFor()
      expect((await ctiStateOverHttp(origin, cookie)).agent.systemState).toBe('ACW')

      await panel.getByRole('combobox', { name: '话后小结' }).click()
      await page.getByTitle('咨询已解答', { exact: true }).click()
      await page.getByText('话后小结已保存').waitFor()
      await endAfterCallWork(page)
      expect(adminWatch.problems).toEqual([])
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })
})
