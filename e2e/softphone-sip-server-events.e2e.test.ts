import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { answerFromPanel, callCentre, callHistoryOverHttp, resetAgentOverHttp } from './support/call-centre'
import { missingSipPeers } from './support/sip/sip-peers'
import { dialFromPanel, readySoftphoneAgent } from './support/sip/ready-softphone-agent'
import { runSipp } from './support/sip/sipp'
import { useSoftphonePortal } from './support/sip/use-softphone-portal'

// The SIP server reports the calls it routes to and from agent01 itself (kamailio's http_client, signed with the
// shared secret): here the page's own reports of its SIP sessions are lost, and the calls are kept right anyway.
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)

/** Every report of the page's softphone about its SIP sessions is lost from now on; how many were tried. */
async function loseSoftphoneReports(page: Page): Promise<() => number> {
  let lost = 0
  await page.route('**/api/v1/speech/softphone/event**', async (route) => {
    lost += 1
    await route.abort('failed')
  })
  return () => lost
}

describe.skipIf(missing)(title('the SIP server telling the portal of calls the page did not report'), () => {
  const session = useSoftphonePortal()

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  })

  it("ends an answered call from sipp and writes its record when the caller hangs up and the page's reports are lost", async () => {
    const { page, cookie, sipUser } = await readySoftphoneAgent(session)
    try {
      const lost = await loseSoftphoneReports(page)
      const caller = await runSipp(session.sip, 'uac_answered_bye', { service: sipUser })
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await callCentre(page).panel.getByText('王女士').waitFor()
      await answerFromPanel(page)
      const result = await caller.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'answered', callType: 'INBOUND', customerName: '王女士' })
      expect(record?.endedAt).not.toBeNull()
      // The page did try to tell of the hang-up: only kamailio's report reached the portal.
      await expect.poll(lost).toBeGreaterThan(0)
    } finally {
      await page.context().close()
    }
  })

  it("rings a call from sipp in the widget although the page's report of it never arrives; the caller gives up and the record says abandoned", async () => {
    const { page, cookie, sipUser } = await readySoftphoneAgent(session)
    try {
      // The page's report of the incoming call hangs (its answer never comes), so only kamailio's INVITE tells.
      let held = 0
      await page.route('**/api/v1/speech/softphone/incoming**', () => void (held += 1))
      const caller = await runSipp(session.sip, 'uac_cancel_ringing', { service: sipUser })
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      // kamailio's INVITE may reach the widget before the page's softphone sends its own report: it is sent, and held.
      await expect.poll(() => held).toBe(1)
      const result = await caller.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await page.getByRole('button', { name: '电话：在线' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'abandoned', callType: 'INBOUND', answeredAt: null })
    } finally {
      await page.context().close()
    }
  })

  it("follows a call the agent dials that sipp answers and hangs up, with none of the page's reports arriving", async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      const lost = await loseSoftphoneReports(page)
      const farEnd = await runSipp(session.sip, 'uas_answer_bye', { as: 'trunk' })
      await dialFromPanel(page, '13800000009')
      await page.getByRole('button', { name: '电话：通话中' }).waitFor({ timeout: 15_000 })
      const result = await farEnd.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'answered', callType: 'MANUAL' })
      expect(record?.answeredAt).not.toBeNull()
      await expect.poll(lost).toBeGreaterThan(0)
    } finally {
      await page.context().close()
    }
  })

  it("ends a dialled call as busy on the final failure kamailio relays, with none of the page's reports arriving", async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      const lost = await loseSoftphoneReports(page)
      const farEnd = await runSipp(session.sip, 'uas_busy', { as: 'trunk' })
      await dialFromPanel(page, '13800000008')
      const result = await farEnd.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, cookie))[0]?.result)
        .toBe('busy')
      await page.getByRole('button', { name: /^电话：(在线|话后处理)$/ }).waitFor()
      await expect.poll(lost).toBeGreaterThan(0)
    } finally {
      await page.context().close()
    }
  })
})
