import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { apiOverHttp, callCentre, goReady, sessionCookieOf } from './support/call-centre'
import {
  callCentreSettingsPath,
  chooseOption,
  saveButtonIn,
  fillNewIvrFlow,
} from './support/call-centre-settings'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Issue 27 part 2 in the browser: the administrator builds an IVR with two keys and business hours on the IVR page
// and routes the sales line to it on the numbers page; a simulated caller pressing 2 reaches the second key's skill
// group, ringing its ready agent.
const SALES_LINE = '02150001000'
const session = usePortal()

/** On the numbers page the sales line now goes to the IVR flow `flow`. */
async function routeSalesLineTo(page: Page, flow: string) {
  await page.goto(session.portal(callCentreSettingsPath('numbers')))
  await page.getByRole('button', { name: `编辑号码 ${SALES_LINE}` }).click()
  const drawer = page.getByRole('dialog', { name: `编辑号码 ${SALES_LINE}` })
  await drawer.getByRole('radio', { name: 'IVR', exact: true }).check()
  await chooseOption(page, drawer, 'IVR 流程', flow)
  await saveButtonIn(drawer).click()
  await drawer.waitFor({ state: 'hidden' })
}

describe('the IVR page', () => {
  it('builds a flow with two keys and business hours; a caller pressing 2 rings the second queue agent', async () => {
    const { origin } = session.server
    const admin = await logInToShell(session.browser, origin, 'admin@demo.com', 'Admin@2026')
    const agent = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    try {
      const { page } = admin
      await page.goto(session.portal(callCentreSettingsPath('ivr')))
      await page.getByRole('heading', { name: 'IVR 设置' }).waitFor()
      await fillNewIvrFlow(page, {
        name: '销售专线',
        greeting: '您好，售前咨询请按 1，售后服务请按 2',
        keys: [
          ['1', '售前咨询'],
          ['2', '售后服务'],
        ],
        closedGreeting: '现在是非营业时间',
      })
      expect(seriousOrCritical(await runAxe(page))).toEqual([])
      await saveButtonIn(page).click()
      await page
        .getByRole('table', { name: 'IVR 流程' })
        .getByRole('row')
        .filter({ hasText: '销售专线' })
        .waitFor()

      await routeSalesLineTo(page, '销售专线')
      await page.goto(session.portal(callCentreSettingsPath('ivr')))
      const row = page
        .getByRole('table', { name: 'IVR 流程' })
        .getByRole('row')
        .filter({ hasText: '销售专线' })
      await row.getByText(SALES_LINE).waitFor()

      // The administrator (售前咨询 only) is ready first, so a call in 售前咨询 would ring them; agent01 (in both
      // groups) is ready after.
      await goReady(page)
      await goReady(agent.page)
      const cookie = await sessionCookieOf(admin.context)
      const call = await apiOverHttp<{ heard: { text: string }[] }>(
        origin,
        cookie,
        'POST',
        '/api/v1/demo/call-simulator/inbound',
        { from: '13900002222', did: SALES_LINE, keys: '2' },
      )
      expect(call.heard.map((line) => line.text)).toEqual([
        '您好，售前咨询请按 1，售后服务请按 2',
        '（来电按 2）',
      ])
      await callCentre(agent.page).panel.getByRole('button', { name: '接听' }).waitFor()
      expect(await callCentre(page).panel.getByRole('button', { name: '接听' }).isVisible()).toBe(false)
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })
})
