import { beforeEach, describe, expect, it } from 'vitest'
import { answerFromPanel, callCentre, callHistoryOverHttp, resetAgentOverHttp } from './support/call-centre'
import { missingSipPeers } from './support/sip/sip-peers'
import { dialFromPanel, readySoftphoneAgent } from './support/sip/ready-softphone-agent'
import { runSipp } from './support/sip/sipp'
import { useSoftphonePortal } from './support/sip/use-softphone-portal'

// agent01 of Demo Co. takes calls on the browser softphone over a real SIP network: kamailio, with sipp as the
// customer who calls in and as the far end of the numbers the agent dials (kamailio's trunk).
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)

describe.skipIf(missing)(title('the browser softphone against sipp'), () => {
  const session = useSoftphonePortal()

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  })

  it('rings a call from sipp in the widget; answered, held (re-INVITE sendonly) and hung up by the caller, with its record', async () => {
    const { page, cookie, sipUser } = await readySoftphoneAgent(session)
    try {
      const caller = await runSipp(session.sip, 'uac_hold_bye', { service: sipUser })
      const { panel } = callCentre(page)
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await panel.getByText('王女士').waitFor()
      await answerFromPanel(page)
      await panel.getByRole('button', { name: '保持' }).click()
      const result = await caller.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      expect(result.trace).toMatch(/a=sendonly/)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'answered', callType: 'INBOUND', customerName: '王女士' })
      expect(record?.answeredAt).not.toBeNull()
    } finally {
      await page.context().close()
    }
  })

  it('dials a number that sipp answers through the trunk; the far end hangs up and the widget and record follow', async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      const farEnd = await runSipp(session.sip, 'uas_answer_bye', { as: 'trunk' })
      await dialFromPanel(page, '13800000009')
      await page.getByRole('button', { name: '电话：通话中' }).waitFor({ timeout: 15_000 })
      const result = await farEnd.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'answered', callType: 'MANUAL' })
      expect(record?.answeredAt).not.toBeNull()
    } finally {
      await page.context().close()
    }
  })

  it('dials a busy number: the call ends as busy', async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      const farEnd = await runSipp(session.sip, 'uas_busy', { as: 'trunk' })
      await dialFromPanel(page, '13800000008')
      const result = await farEnd.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, cookie))[0]?.result)
        .toBe('busy')
      await page.getByRole('button', { name: /^电话：(在线|话后处理)$/ }).waitFor()
    } finally {
      await page.context().close()
    }
  })

  it('hangs up a call whose media never flows rather than keep it up silent, and reports it failed', async () => {
    const { page, cookie, sipUser } = await readySoftphoneAgent(session)
    try {
      const caller = await runSipp(session.sip, 'uac_silent_media', { service: sipUser }, 80)
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await answerFromPanel(page)
      // Chrome gives the media path up about 15 s after the answer; the softphone 10 s after that.
      const result = await caller.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, cookie))[0]?.result)
        .toBe('failed')
      await page.getByRole('button', { name: /^电话：(在线|话后处理)$/ }).waitFor()
    } finally {
      await page.context().close()
    }
  }, 90_000)
})
