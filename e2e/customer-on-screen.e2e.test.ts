import { beforeEach, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { seriousFindingsIn } from './support/axe-check'
import {
  answerFromPanel,
  callCentre,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** 王女士 of Demo Co.: a call answered yesterday with its note, and open work orders (the demo seed). */
const WANG = '13900001111'
const SEEDED_NOTE = '咨询会员续费'
const SEEDED_ORDER = 'WO000008 宽带无法连接'

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

/** The recent contacts inside `scope`, and one of its kinds by name (zh-CN). */
const recentContacts = (scope: Locator) => {
  const region = scope.getByRole('region', { name: '最近联系' })
  return { region, kind: (name: string) => region.getByRole('region', { name }) }
}

/** The working desk's current-call card. */
const deskCall = (page: Page) =>
  page
    .getByRole('region', { name: '客服工作台' })
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: '当前通话' }) })

describe('the customer on screen', () => {
  it("shows a caller's recent contacts on the screen-pop and the desk, and makes a work order from the call", async () => {
    const origin = session.server.origin
    const { context, page } = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
    try {
      const cookie = await sessionCookieOf(context)
      await goReady(page)
      const { accountId } = (await ctiStateOverHttp(origin, cookie)).agent
      await ringOverHttp(origin, cookie, { from: WANG, accountId })

      // Ringing: the screen-pop names the customer and shows what happened with them lately.
      const pop = recentContacts(callCentre(page).panel)
      await pop.kind('通话').getByText(SEEDED_NOTE, { exact: false }).waitFor()
      await pop
        .kind('未完结工单')
        .getByRole('link', { name: `打开 ${SEEDED_ORDER}` })
        .waitFor()
      expect(
        await pop
          .kind('未完结工单')
          .getByText(/已解决/)
          .count(),
      ).toBe(0)
      expect(await seriousFindingsIn(page, '.customer-on-screen')).toEqual([])

      // Answered: the desk shows the same, beside the call's note.
      await answerFromPanel(page)
      await shell(page).menuItem('工作台').click()
      const desk = recentContacts(deskCall(page))
      await desk.kind('通话').getByText(SEEDED_NOTE, { exact: false }).waitFor()
      await deskCall(page).getByLabel('通话备注').fill('宽带又断了，请上门检修')
      await deskCall(page).getByText('备注已保存').waitFor()

      // A work order from the call, prefilled with the customer, the number and the note.
      await desk.region.getByRole('button', { name: '新建工单' }).click()
      const form = page.getByRole('dialog', { name: '从通话新建工单' })
      await form.getByText('王女士').waitFor()
      await form.getByText('139****1111').waitFor()
      const description = form.getByRole('textbox', { name: '描述' })
      await expect.poll(() => description.textContent()).toBe('宽带又断了，请上门检修')
      expect(await form.getByRole('textbox', { name: '工单标题' }).inputValue()).toBe('来电：王女士')
      await form.getByRole('button', { name: /^创\s?建$/ }).click()
      await form.waitFor({ state: 'hidden' })

      // It is among the customer's open work orders at once, and in the work-order list.
      const created = desk.kind('未完结工单').getByRole('link', { name: /^打开 WO\d+ 来电：王女士$/ })
      await created.waitFor()
      await page.goto(`${origin}/dzfront/portal/mzz/workorder/workorder/front/main/order`)
      const row = page.getByRole('row').filter({ hasText: '来电：王女士' })
      await row.waitFor()
      expect(await row.textContent()).toContain('王女士')
    } finally {
      await context.close()
    }
  })
})
