import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousFindingsIn } from './support/axe-check'
import {
  answerFromPanel,
  apiOverHttp,
  callCentre,
  goReady,
  resetAgentOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { outboxFor } from './support/demo-outbox'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** 王女士 of Demo Co. (VIP); Demo Co.'s hotline, whose IVR sends key 2 to 售后服务, where agent01 alone answers. */
const WANG = '13900001111'
/** A caller who is no customer of Demo Co. */
const STRANGER = '13766667777'
const HOTLINE = '4008001001'
const BROADBAND = 'Broadband troubleshooting guide'
const INVOICE = '发票抬头修改说明'

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

/** The working desk, its current-call card and the knowledge suggestions beside it. */
const desk = (page: Page) => {
  const region = page.getByRole('region', { name: '客服工作台' })
  return {
    call: region.locator('.ant-card').filter({ has: page.getByRole('heading', { name: '当前通话' }) }),
    suggestions: region.getByRole('region', { name: '知识推荐' }),
  }
}

/**
 * agent01 at the desk and ready, as `from` calls the hotline and presses 2 (售后服务, where agent01 alone answers);
 * `work` goes on with the ringing page. The console stays clean throughout.
 */
async function whileCalledBy(from: string, work: (page: Page, origin: string) => Promise<void>) {
  const origin = session.server.origin
  const { context, page } = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
  const problems: string[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  context.on('weberror', (webError) => problems.push(webError.error().message))
  try {
    const cookie = await sessionCookieOf(context)
    await shell(page).menuItem('工作台').click()
    await goReady(page)
    await apiOverHttp(origin, cookie, 'POST', '/api/v1/demo/call-simulator/inbound', {
      from,
      did: HOTLINE,
      keys: '2',
    })
    await work(page, origin)
    expect(problems).toEqual([])
  } finally {
    await context.close()
  }
}

describe('the knowledge base beside the call', () => {
  it('suggests the queue’s article while ringing, follows the note, and sends an article to the customer by SMS', () =>
    // 王女士 calls: the call waits in 售后服务's queue and rings agent01.
    whileCalledBy(WANG, async (page, origin) => {
      await callCentre(page).panel.getByRole('button', { name: '接听' }).waitFor()

      // Ringing: the desk suggests the articles linked to the queue, saying why.
      const { call, suggestions } = desk(page)
      await suggestions.getByRole('link', { name: BROADBAND }).waitFor()
      const reasons = suggestions.getByRole('list', { name: `推荐原因：${BROADBAND}` })
      await reasons.getByText('来电队列').waitFor()

      // Connected: the note typed brings the article with its words, matched words marked.
      await answerFromPanel(page)
      await callCentre(page).widget.click()
      await call.getByLabel('通话备注').fill('客户要修改发票抬头')
      await suggestions.getByRole('link', { name: INVOICE }).waitFor()
      await suggestions
        .getByRole('list', { name: `推荐原因：${INVOICE}` })
        .getByText('通话备注')
        .waitFor()
      expect(await suggestions.locator('mark', { hasText: '发票' }).count()).toBeGreaterThan(0)
      expect(await seriousFindingsIn(page, '.knowledge-suggestions')).toEqual([])

      // The agent sends the broadband article to 王女士 by SMS, after seeing what goes and to whom.
      await suggestions.getByRole('button', { name: `发短信：${BROADBAND}` }).click()
      const confirm = page.getByRole('dialog', { name: '发短信给客户' })
      await confirm.getByText(/^王女士 139\*{4}1111$/).waitFor()
      await confirm.getByRole('button', { name: /^发\s?送$/ }).click()
      await page.getByText('短信已发送给 王女士').waitFor()
      await expect
        .poll(async () => (await outboxFor(origin, WANG)).map((sms) => sms.body), { timeout: 10_000 })
        .toContainEqual(expect.stringContaining(`【${BROADBAND}】`))

      // And by e-mail, to the address on her record, which the agent is told of but need not type.
      await suggestions.getByRole('button', { name: `发邮件：${BROADBAND}` }).click()
      const mail = page.getByRole('dialog', { name: '发邮件给客户' })
      await mail.getByText('王女士（客户资料中的邮箱）').waitFor()
      await mail.getByRole('button', { name: /^发\s?送$/ }).click()
      await page.getByText('邮件已发送给 王女士').waitFor()
      await expect
        .poll(async () => (await outboxFor(origin, 'wang@example.com')).length, { timeout: 10_000 })
        .toBeGreaterThan(0)
    }))

  it('sends an article by SMS to a caller who is no customer, through the call, their number masked', () =>
    whileCalledBy(STRANGER, async (page, origin) => {
      await answerFromPanel(page)
      const { suggestions } = desk(page)
      await suggestions.getByRole('link', { name: BROADBAND }).waitFor()
      // No customer record: no address to mail to, and the number shows as the agent sees it, masked.
      expect(await suggestions.getByRole('button', { name: `发邮件：${BROADBAND}` }).count()).toBe(0)
      await suggestions.getByRole('button', { name: `发短信：${BROADBAND}` }).click()
      const confirm = page.getByRole('dialog', { name: '发短信给客户' })
      await confirm.getByText(/^137\*{4}7777（来电号码）$/).waitFor()
      await confirm.getByRole('button', { name: /^发\s?送$/ }).click()
      await page.getByText(/^短信已发送给 137\*{4}7777$/).waitFor()
      await expect
        .poll(async () => (await outboxFor(origin, STRANGER)).map((sms) => sms.body), { timeout: 10_000 })
        .toContainEqual(expect.stringContaining(`【${BROADBAND}】`))
    }))
})
