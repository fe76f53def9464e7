import { beforeEach, describe, expect, it } from 'vitest'
import { openContext } from './support/browser'
import {
  answerFromPanel,
  callCentre,
  callHistoryOverHttp,
  ctiStateOverHttp,
  reopenPanelWhenConnected,
  resetAgentOverHttp,
} from './support/call-centre'
import { remoteAudioLevel } from './support/sip/audio-level'
import { farEndOf } from './support/sip/far-end-page'
import { dialFromPanel, readySoftphoneAgent } from './support/sip/ready-softphone-agent'
import { missingSipPeers } from './support/sip/sip-peers'
import { runSipp } from './support/sip/sipp'
import { useSoftphonePortal } from './support/sip/use-softphone-portal'

// The agent's own commands in the call widget, each seen from the far end too: the customer's JsSIP phone hears
// the agent go silent and come back, and sees the call end; sipp receives the refusal, the BYE and the CANCEL.
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)
const CUSTOMER = '13900002222'
/** The fake microphone's beep measures about 0.3; a muted sender sends digital silence, 0. */
const AUDIBLE = 0.01
const SILENT = 0.001

describe.skipIf(missing)(title('the call widget commands the SIP call'), () => {
  const session = useSoftphonePortal()

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  })

  it('mutes and unmutes the agent: the customer hears silence, then the agent again; the agent hangs up, the customer’s phone sees the call end and the record is answered', async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    const customerProfile = await openContext(session.browser, { permissions: ['microphone'] })
    try {
      const customerPage = await customerProfile.newPage()
      await customerPage.goto(session.farEndPage.origin)
      const customer = farEndOf(customerPage)
      expect(await customer.start(session.mint(CUSTOMER))).toBe('registered')
      await customer.call(`sip:demo.agent01@${session.sip.domain}`)
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await answerFromPanel(page)
      await expect.poll(() => customer.isUp()).toBe(true)
      expect(await remoteAudioLevel(customerPage, 'farEnd')).toBeGreaterThan(AUDIBLE)

      const { panel } = callCentre(page)
      await panel.getByRole('button', { name: '静音', exact: true }).click()
      await panel.getByRole('button', { name: '取消静音' }).waitFor()
      await expect
        .poll(() => remoteAudioLevel(customerPage, 'farEnd', 1500), { timeout: 10_000 })
        .toBeLessThan(SILENT)

      await panel.getByRole('button', { name: '取消静音' }).click()
      await panel.getByRole('button', { name: '静音', exact: true }).waitFor()
      await expect
        .poll(() => remoteAudioLevel(customerPage, 'farEnd', 1500), { timeout: 10_000 })
        .toBeGreaterThan(AUDIBLE)

      await panel.getByRole('button', { name: '挂断', exact: true }).click()
      await expect.poll(() => customer.events(), { timeout: 10_000 }).toContain('ended')
      expect(await customer.isUp()).toBe(false)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'answered', callType: 'INBOUND', customerName: '李先生' })
    } finally {
      await page.context().close()
      await customerProfile.close()
    }
  })

  it('rejects a call from sipp that rings in the widget: the caller gets 480 and the record says rejected', async () => {
    const { page, cookie, sipUser } = await readySoftphoneAgent(session)
    try {
      const caller = await runSipp(session.sip, 'uac_rejected', { service: sipUser })
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await callCentre(page).panel.getByRole('button', { name: '拒接' }).click()
      const result = await caller.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      expect(result.trace).toMatch(/SIP\/2\.0 480 /)
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ state: 'detached' })
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, cookie))[0])
        .toMatchObject({ result: 'rejected', callType: 'INBOUND', answeredAt: null })
    } finally {
      await page.context().close()
    }
  })

  it('dials a number that answers after early media: the widget shows 振铃中 before 通话中; the agent hangs up, sipp gets the BYE and the record is answered', async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      const farEnd = await runSipp(session.sip, 'uas_early_media', { as: 'trunk' })
      await dialFromPanel(page, '13800000019')
      await page.getByRole('button', { name: '电话：振铃中' }).waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: '电话：通话中' }).waitFor({ timeout: 15_000 })
      await reopenPanelWhenConnected(page)
      await callCentre(page).panel.getByRole('button', { name: '挂断', exact: true }).click()
      const result = await farEnd.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      expect(result.trace).toMatch(/SIP\/2\.0 183 /)
      expect(result.trace).toMatch(/\bBYE sip:/)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'answered', callType: 'MANUAL' })
      expect(record?.answeredAt).not.toBeNull()
    } finally {
      await page.context().close()
    }
  })

  it('cancels a dialled call that still rings: sipp gets the CANCEL and the record says cancelled', async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      const farEnd = await runSipp(session.sip, 'uas_ring_noanswer', { as: 'trunk' })
      await dialFromPanel(page, '13800000029')
      await page.getByRole('button', { name: '电话：呼叫中' }).waitFor({ timeout: 15_000 })
      // The widget says 呼叫中 as soon as the server dials; the INVITE leaves once the microphone is open, and the
      // softphone reports its dialog then. Cancelled before that, no INVITE (and so no CANCEL) would reach sipp.
      await expect
        .poll(async () => (await ctiStateOverHttp(session.server.origin, cookie)).call?.softphone?.dialog)
        .toBeTruthy()
      await callCentre(page).panel.getByRole('button', { name: '挂断', exact: true }).click()
      const result = await farEnd.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      expect(result.trace).toMatch(/\bCANCEL sip:/)
      await page.getByRole('button', { name: /^电话：(在线|话后处理)$/ }).waitFor()
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, cookie))[0])
        .toMatchObject({ result: 'cancelled', callType: 'MANUAL', answeredAt: null })
    } finally {
      await page.context().close()
    }
  })
})
