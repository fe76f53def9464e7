import { beforeEach, describe, expect, it } from 'vitest'
import {
  answerFromPanel,
  callCentre,
  callLegsOverHttp,
  ctiStateOverHttp,
  resetAgentOverHttp,
} from './support/call-centre'
import { openContext } from './support/browser'
import { remoteAudioLevel } from './support/sip/audio-level'
import { consultAdminFromPanel } from './support/sip/consult-admin'
import { farEndOf } from './support/sip/far-end-page'
import { missingSipPeers } from './support/sip/sip-peers'
import { readySoftphoneAgent } from './support/sip/ready-softphone-agent'
import { useSoftphonePortal } from './support/sip/use-softphone-portal'

// A consult turned into a conference on a real SIP network. kamailio relays calls but mixes no audio, so agent01's
// softphone, which holds both calls (the customer's and the consult's), mixes them: the customer hears the
// administrator and the administrator the customer, through agent01's browser. The customer 李先生 (13900002222)
// is a bare JsSIP phone in a page of its own; Chromium's fake microphones beep, so each side hears sound when
// audio reaches it.
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)
const ADMIN = { account: 'admin@demo.com', password: 'Admin@2026' }
const CUSTOMER = '13900002222'
/** The fake microphone's beep measures about 0.3; silence is 0. */
const AUDIBLE = 0.01
/** Audio takes a moment to flow after a re-INVITE or a track swap (longer on a busy machine). */
const HEARING = { timeout: 20_000, intervals: [250] }

describe.skipIf(missing)(title('a conference on the SIP network'), () => {
  const session = useSoftphonePortal()

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
    await resetAgentOverHttp(session.server.origin, ADMIN.account, ADMIN.password)
  })

  it('mixes the three in agent01’s softphone: muted, agent01 still passes the customer and the admin to each other', async () => {
    const agent = await readySoftphoneAgent(session)
    const admin = await readySoftphoneAgent(session, undefined, ADMIN)
    const customerProfile = await openContext(session.browser, { permissions: ['microphone'] })
    try {
      const customerPage = await customerProfile.newPage()
      await customerPage.goto(session.farEndPage.origin)
      const customer = farEndOf(customerPage)
      expect(await customer.start(session.mint(CUSTOMER))).toBe('registered')
      await customer.call(`sip:${agent.sipUser}@${session.sip.domain}`)
      await agent.page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await answerFromPanel(agent.page)
      await expect.poll(() => customer.isUp()).toBe(true)

      const panel = await consultAdminFromPanel(agent.page, admin.page)
      await panel.getByRole('button', { name: '转为三方通话' }).click()
      // The customer is taken off hold and the admin is in agent01's call; both pages say so.
      await expect
        .poll(async () => (await ctiStateOverHttp(session.server.origin, agent.cookie)).call?.callStatus)
        .toBe('INBOUND_ACTIVE')
      const all = await ctiStateOverHttp(session.server.origin, agent.cookie)
      expect(all.consult).toBeNull()
      expect(all.call?.participants).toEqual([
        expect.objectContaining({ name: '管理员', role: 'INVITEE', monitorMode: 'JOINED' }),
      ])
      expect((await ctiStateOverHttp(session.server.origin, admin.cookie)).call).toMatchObject({
        callId: all.call?.callId,
        joining: true,
      })

      // Audio flows to the customer once they are off hold and the mix is in place.
      await expect
        .poll(() => remoteAudioLevel(customerPage, 'farEnd', 1000), HEARING)
        .toBeGreaterThan(AUDIBLE)
      // agent01 mutes: their own voice leaves both mixes, yet the customer still hears the admin (only agent01's
      // mix can carry the admin to them: unmixed, a muted agent sends the customer silence) and the admin still
      // hears the customer.
      const controls = callCentre(agent.page).panel
      await controls.getByRole('button', { name: '静音' }).click()
      await controls.getByRole('button', { name: '取消静音' }).waitFor()
      await customerPage.waitForTimeout(2000)
      // Heard in every one of three seconds in a row (unmixed, the first may still carry what came before the mute).
      const heard: number[] = []
      while (heard.length < 3) heard.push(await remoteAudioLevel(customerPage, 'farEnd', 1000))
      expect(Math.min(...heard)).toBeGreaterThan(AUDIBLE)
      expect(await remoteAudioLevel(admin.page, 'portal', 1500)).toBeGreaterThan(AUDIBLE)

      // The customer hangs up: agent01's call ends, and the admin leaves it.
      await customer.hangUp()
      await agent.page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      await expect
        .poll(async () => (await ctiStateOverHttp(session.server.origin, admin.cookie)).call)
        .toBeNull()
      const legs = await callLegsOverHttp(session.server.origin, agent.cookie, all.call?.callRecordId)
      expect(legs).toMatchObject([{ mode: 'CONSULT', status: 'CONFERENCED' }])
    } finally {
      await Promise.all([agent.page.context().close(), admin.page.context().close(), customerProfile.close()])
    }
  }, 150_000)
})
