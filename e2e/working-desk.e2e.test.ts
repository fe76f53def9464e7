import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { loginOverHttp } from '../apps/server/test/writing-clients'
import { runAxe, seriousOrCritical } from './support/axe-check'
import {
  answerFromPanel,
  callCentre,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInThroughForm } from './support/login-page'
import { pushSocketCount } from './support/push-core'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

/** The working desk and its cards, found by their accessible names (zh-CN). */
const desk = (page: Page) => {
  const region = page.getByRole('region', { name: '客服工作台' })
  const card = (heading: string) =>
    region.locator('.ant-card').filter({ has: page.getByRole('heading', { name: heading }) })
  return { region, current: card('当前通话'), figures: card('今日数据'), today: card('今日通话') }
}

/** axe's serious findings on elements of the desk (the frame around it has its own test, accessibility.e2e). */
const deskFindings = async (page: Page) => {
  const inDesk = []
  for (const finding of seriousOrCritical(await runAxe(page)))
    if (await page.locator(finding.target).evaluate((element) => element.closest('.working-desk') !== null))
      inDesk.push(finding)
  return inDesk
}

describe("the agent's working desk", () => {
  it('follows a call live: customer card, wrap-up code, then today’s calls and figures after the hang-up', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      await goReady(page)
      await shell(page).menuItem('工作台').click()
      const { region, current, figures, today } = desk(page)
      await current.getByText('暂无通话').waitFor()
      const before = Number(await figures.locator('.ant-descriptions-item-content').first().innerText())

      const { accountId } = (await ctiStateOverHttp(session.server.origin, await sessionCookieOf(context)))
        .agent
      const admin = await loginOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
      await ringOverHttp(session.server.origin, admin, { from: '13900001111', accountId })
      await answerFromPanel(page)

      await current.getByText('王女士').waitFor()
      await current.getByText('139****1111').waitFor()
      await current.getByText('老客户').waitFor()
      await current.getByRole('combobox', { name: '话后小结' }).click()
      await page.getByTitle('需回访', { exact: true }).click()
      await page.getByText('话后小结已保存').waitFor()

      await callCentre(page).panel.getByRole('button', { name: '挂断', exact: true }).click()
      const row = today.getByRole('row').filter({ hasText: '139****1111' }).first()
      await row.getByText('已接通').waitFor()
      await row.getByText('需回访').waitFor()
      await expect
        .poll(async () => Number(await figures.locator('.ant-descriptions-item-content').first().innerText()))
        .toBe(before + 1)

      expect(await deskFindings(page)).toEqual([])
      await region.waitFor()
    } finally {
      await context.close()
    }
  })
})

describe('the desktop workbench window', () => {
  it('shows the desk alone, without the side menu or the tab bar, on the portal tab’s push connection', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      const window = await context.newPage()
      await window.goto(`${session.server.origin}/dzfront/workbench/working`)
      await desk(window).current.getByRole('heading', { name: '当前通话' }).waitFor()
      expect(await shell(window).menu.count()).toBe(0)
      expect(await shell(window).tabList.count()).toBe(0)
      expect(seriousOrCritical(await runAxe(window))).toEqual([])
      // The window and the portal tab share the browser's one SharedWorker connection.
      await expect.poll(() => pushSocketCount(window)).toBe(1)
      await page.close()
    } finally {
      await context.close()
    }
  })

  it('sends a visitor without a session to the login page, and back to the window after logging in', async () => {
    const { page } = session
    await page.goto(`${session.server.origin}/dzfront/platform/working`)
    // Not the load event: a page holding the push SharedWorker never ends loading for Playwright.
    await page.waitForURL(/\/dzfront\/portal\/login\?redirect=%2Fdzfront%2Fplatform%2Fworking/, {
      waitUntil: 'commit',
    })
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await page.waitForURL(/\/dzfront\/platform\/working$/, { waitUntil: 'commit' })
    await desk(page).current.getByRole('heading', { name: '当前通话' }).waitFor()
  })
})
