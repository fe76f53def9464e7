import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DEFAULT_TIME_ZONE, type CallerHeard } from '@portal/contract'
import { openContext } from './support/browser'
import {
  answerFromPanel,
  apiOverHttp,
  callCentre,
  ctiStateOverHttp,
  endAfterCallWork,
  goReady,
  sessionCookieOf,
} from './support/call-centre'
import {
  callCentreSettingsPath,
  chooseOption,
  saveButtonIn,
  todayIn,
  fillNewIvrFlow,
} from './support/call-centre-settings'
import { watchConsole } from './support/console-watch'
import { latestActivationLink } from './support/demo-outbox'
import { logInThroughForm } from './support/login-page'
import { registerInBrowser } from './support/register-in-browser'
import { usePortal } from './support/use-portal'

// Issue 27 as its user meets it: a company registers, activates, and its administrator takes a test call within a
// minute (the starter number, queue and IVR of a new tenant); then builds its own call centre on the pages under
// 设置 → 呼叫中心设置 — two skill groups, an IVR with two keys and business hours, a number routed to it — and a
// caller pressing 2 reaches the second group; outside business hours the caller hears the closed greeting and
// leaves a call-back request, which the agent is offered as a call.
const session = usePortal()
const ADMIN = { email: 'centre@newco.example', password: 'Newcentre@2026', name: '新管理员' }
const HOTLINE = '4001230027'
const CLOSED_GREETING = '现在是非营业时间，请留下回拨请求'

type SimulatedCall = { callId: string; heard: CallerHeard[] }

/** A simulated customer calls the administrator's own tenant (demo mode), as the demo page's simulator does. */
const ring = (cookie: string, body: Record<string, unknown>) =>
  apiOverHttp<SimulatedCall>(session.server.origin, cookie, 'POST', '/api/v1/demo/call-simulator/inbound', {
    from: '13900001111',
    ...body,
  })

/** On the queues page the administrator creates a skill group holding themself. */
async function createSkillGroup(page: Page, name: string) {
  await page.goto(session.portal(callCentreSettingsPath('queues')))
  await page.getByRole('heading', { name: '队列设置' }).waitFor()
  await page.getByRole('button', { name: '新增技能组' }).click()
  const drawer = page.getByRole('dialog', { name: '新增技能组' })
  await drawer.getByLabel('技能组名称').fill(name)
  await drawer.getByRole('combobox', { name: '成员' }).click()
  await page.locator('.ant-select-dropdown:visible').getByTitle(ADMIN.name, { exact: true }).click()
  await saveButtonIn(drawer).click()
  await drawer.waitFor({ state: 'hidden' })
  await page.getByRole('table', { name: '技能组' }).getByRole('row').filter({ hasText: name }).waitFor()
}

/** On the IVR page: a flow whose key 1 goes to 售前 and key 2 to 售后, open all day today, else a call-back. */
async function createIvr(page: Page) {
  await page.goto(session.portal(callCentreSettingsPath('ivr')))
  await page.getByRole('heading', { name: 'IVR 设置' }).waitFor()
  await fillNewIvrFlow(page, {
    name: '新热线',
    greeting: '您好，售前请按 1，售后请按 2',
    keys: [
      ['1', '售前'],
      ['2', '售后'],
    ],
    closedGreeting: CLOSED_GREETING,
    takesCallbacks: true,
  })
  await saveButtonIn(page).click()
  await page.getByRole('table', { name: 'IVR 流程' }).getByRole('row').filter({ hasText: '新热线' }).waitFor()
}

/** On the numbers page: a new number whose calls go to the IVR 新热线. */
async function addNumberToIvr(page: Page) {
  await page.goto(session.portal(callCentreSettingsPath('numbers')))
  await page.getByRole('heading', { name: '号码管理' }).waitFor()
  await page.getByRole('button', { name: '新增号码' }).click()
  const drawer = page.getByRole('dialog', { name: '新增号码' })
  await drawer.getByLabel('号码', { exact: true }).fill(HOTLINE)
  await drawer.getByLabel('名称').fill('新热线')
  await drawer.getByRole('radio', { name: 'IVR', exact: true }).check()
  await chooseOption(page, drawer, 'IVR 流程', '新热线')
  await saveButtonIn(drawer).click()
  await drawer.waitFor({ state: 'hidden' })
  await page
    .getByRole('table', { name: '企业号码' })
    .getByRole('row')
    .filter({ hasText: HOTLINE })
    .filter({ hasText: 'IVR：新热线' })
    .waitFor()
}

/** The IVR page again: today becomes a holiday, so the hotline is closed now. */
async function closeToday(page: Page) {
  await page.goto(session.portal(callCentreSettingsPath('ivr')))
  await page.getByRole('button', { name: '编辑 IVR：新热线' }).click()
  const holidays = page.getByRole('combobox', { name: '节假日' })
  await holidays.fill(todayIn(DEFAULT_TIME_ZONE).date)
  await holidays.press('Enter')
  await saveButtonIn(page).click()
  await page.getByText('已保存').first().waitFor()
}

describe('a new tenant’s call centre', () => {
  it('takes a call within a minute of activation, then routes a caller by key and a closed hotline to a call-back', async () => {
    const context = await openContext(session.browser, { viewport: { width: 1440, height: 900 } })
    const watch = await watchConsole(context)
    const page = await context.newPage()
    try {
      await page.goto(session.portal('/register'))
      await registerInBrowser(page, session.server.origin, {
        mobile: '13912340027',
        email: ADMIN.email,
        password: ADMIN.password,
        name: ADMIN.name,
        companyName: '新呼叫中心',
      })
      await page.goto(await latestActivationLink(session.server.origin, ADMIN.email))
      await page.getByRole('heading', { name: '激活成功' }).waitFor()
      const activatedAt = Date.now()
      await page.getByRole('button', { name: '去登录' }).click()
      await logInThroughForm(page, ADMIN.email, ADMIN.password)
      await page.getByRole('heading', { name: `你好，${ADMIN.name}` }).waitFor()

      // The first minute: the starter number's IVR sends the caller (no key pressed) to the starter queue.
      await goReady(page)
      const cookie = await sessionCookieOf(context)
      const first = await ring(cookie, {})
      await callCentre(page).panel.getByRole('button', { name: '接听' }).waitFor()
      await answerFromPanel(page)
      expect(Date.now() - activatedAt).toBeLessThan(60_000)
      expect((await ctiStateOverHttp(session.server.origin, cookie)).call?.skillsetName).toBe('默认技能组')
      await apiOverHttp(
        session.server.origin,
        cookie,
        'POST',
        `/api/v1/demo/call-simulator/${first.callId}/hangup`,
      )
      await endAfterCallWork(page)

      // The administrator's own set-up, through the pages.
      await createSkillGroup(page, '售前')
      await createSkillGroup(page, '售后')
      await createIvr(page)
      await addNumberToIvr(page)

      const pressing2 = await ring(cookie, { did: HOTLINE, keys: '2' })
      expect(pressing2.heard.map((line) => line.text)).toEqual([
        '您好，售前请按 1，售后请按 2',
        '（来电按 2）',
      ])
      await callCentre(page).panel.getByRole('button', { name: '接听' }).waitFor()
      expect((await ctiStateOverHttp(session.server.origin, cookie)).call?.skillsetName).toBe('售后')
      await answerFromPanel(page)
      await apiOverHttp(
        session.server.origin,
        cookie,
        'POST',
        `/api/v1/demo/call-simulator/${pressing2.callId}/hangup`,
      )
      await endAfterCallWork(page)

      // Closed today: the caller hears the closed greeting and leaves a call-back request, nobody on the line;
      // the ready agent is offered it as a call.
      await closeToday(page)
      const closed = await ring(cookie, { did: HOTLINE, keys: '2' })
      expect(closed.heard.map((line) => line.text)).toContain(CLOSED_GREETING)
      const { panel } = callCentre(page)
      await panel.getByText('回拨请求').first().waitFor()
      expect((await ctiStateOverHttp(session.server.origin, cookie)).call?.callId).toBe(closed.callId)
      expect(watch.problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
