import { beforeEach, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import {
  answerFromPanel,
  callCentre,
  callHistoryOverHttp,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { watchConsole } from './support/console-watch'
import { openContext } from './support/browser'
import { logInThroughForm } from './support/login-page'
import { shell } from './support/shell-page'
import { remoteAudioLevel } from './support/sip/audio-level'
import { farEndOf } from './support/sip/far-end-page'
import { missingSipPeers } from './support/sip/sip-peers'
import { sipRegistration } from './support/sip/sip-registration'
import { useSoftphonePortal } from './support/sip/use-softphone-portal'

// Real audio between two Chromium pages over kamailio: the customer 李先生 (13900002222) on a bare JsSIP phone,
// agent01 on the portal's softphone. Chromium's fake microphone beeps, so each side hears sound when media flows.
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)
const CUSTOMER = '13900002222'
/** The fake microphone's beep measures about 0.3; silence is 0. */
const AUDIBLE = 0.01

describe.skipIf(missing)(title('the browser softphone with a far end that speaks'), () => {
  const session = useSoftphonePortal()

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  })

  /** The customer's phone, registered with kamailio in a page (and profile) of its own. */
  async function customerPhone(context: BrowserContext) {
    const page = await context.newPage()
    await page.goto(session.farEndPage.origin)
    const phone = farEndOf(page)
    expect(await phone.start(session.mint(CUSTOMER))).toBe('registered')
    return { page, phone }
  }

  /** An agent01 tab of the given profile, logged in (first tab) or opening the portal (later tabs). */
  async function agentTab(context: BrowserContext, isFirst: boolean): Promise<Page> {
    const page = await context.newPage()
    const registered = isFirst ? sipRegistration(page, session.sip.webSocketUrl) : null
    await page.goto(`${session.server.origin}/dzfront/portal/${isFirst ? 'login' : 'portal'}`)
    if (isFirst) await logInThroughForm(page, 'agent01', 'Agent@2026')
    await shell(page).tabList.waitFor()
    if (isFirst) {
      await goReady(page)
      await registered
    }
    return page
  }

  const openProfile = () => openContext(session.browser, { permissions: ['microphone'] })

  it('carries audio both ways between the customer and the agent, and writes the record when the customer hangs up', async () => {
    const agentProfile = await openProfile()
    const customerProfile = await openProfile()
    const watch = await watchConsole(agentProfile)
    try {
      const agent = await agentTab(agentProfile, true)
      const customer = await customerPhone(customerProfile)
      await customer.phone.call(`sip:demo.agent01@${session.sip.domain}`)
      await agent.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await callCentre(agent).panel.getByText('李先生').waitFor()
      await answerFromPanel(agent)
      await expect.poll(() => customer.phone.isUp()).toBe(true)

      const [heardByCustomer, heardByAgent] = await Promise.all([
        remoteAudioLevel(customer.page, 'farEnd'),
        remoteAudioLevel(agent, 'portal'),
      ])
      expect(heardByCustomer).toBeGreaterThan(AUDIBLE)
      expect(heardByAgent).toBeGreaterThan(AUDIBLE)

      await customer.phone.hangUp()
      await agent.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, await sessionCookieOf(agentProfile))
      expect(record).toMatchObject({ result: 'answered', callType: 'INBOUND', customerName: '李先生' })
      expect(watch.problems).toEqual([])
    } finally {
      await agentProfile.close()
      await customerProfile.close()
    }
  })

  it('moves the audio to the other tab when the tab holding it closes, without dropping the call', async () => {
    const agentProfile = await openProfile()
    const customerProfile = await openProfile()
    try {
      const owner = await agentTab(agentProfile, true)
      const other = await agentTab(agentProfile, false)
      const customer = await customerPhone(customerProfile)
      await customer.phone.call(`sip:demo.agent01@${session.sip.domain}`)
      await other.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await answerFromPanel(owner)
      await expect.poll(() => customer.phone.isUp()).toBe(true)
      expect(await remoteAudioLevel(owner, 'portal')).toBeGreaterThan(AUDIBLE)
      const cookie = await sessionCookieOf(agentProfile)
      const { callId } = (await ctiStateOverHttp(session.server.origin, cookie)).call ?? { callId: '' }

      // The owner closes: the other tab takes the lease, and the customer's phone swaps dialogs (Replaces).
      const takenOver = sipRegistration(other, session.sip.webSocketUrl)
      await owner.close()
      await takenOver
      await expect.poll(async () => customer.phone.events(), { timeout: 15_000 }).toContain('replaces')
      await expect.poll(() => customer.phone.isUp()).toBe(true)
      // The new tab's audio plays once its session's remote track arrives, a moment after the swap (longer on a
      // busy machine): each side is measured until it hears the other.
      const hearing = { timeout: 20_000, intervals: [250] }
      await expect
        .poll(() => remoteAudioLevel(customer.page, 'farEnd', 1500), hearing)
        .toBeGreaterThan(AUDIBLE)
      await expect.poll(() => remoteAudioLevel(other, 'portal', 1500), hearing).toBeGreaterThan(AUDIBLE)

      // The server's call never ended: same call, still connected, in the widget of the remaining tab.
      const state = await ctiStateOverHttp(session.server.origin, cookie)
      expect(state.call).toMatchObject({ callId, endedAt: null })
      await other.getByRole('button', { name: '电话：通话中' }).waitFor()

      await customer.phone.hangUp()
      await other.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ callId, result: 'answered' })
    } finally {
      await agentProfile.close()
      await customerProfile.close()
    }
  })

  it('renegotiates with an ICE restart when the network comes back, and the call goes on with audio', async () => {
    const agentProfile = await openProfile()
    const customerProfile = await openProfile()
    try {
      const agent = await agentTab(agentProfile, true)
      const customer = await customerPhone(customerProfile)
      await customer.phone.call(`sip:demo.agent01@${session.sip.domain}`)
      await agent.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await answerFromPanel(agent)
      await expect.poll(() => customer.phone.isUp()).toBe(true)
      const cookie = await sessionCookieOf(agentProfile)
      const { callId } = (await ctiStateOverHttp(session.server.origin, cookie)).call ?? { callId: '' }

      // The agent's browser loses its network for a moment; when it says it is back, the softphone sends a new
      // offer (re-INVITE with an ICE restart), which the customer's phone answers.
      await agentProfile.setOffline(true)
      await agent.waitForTimeout(1500)
      await agentProfile.setOffline(false)
      await expect.poll(() => customer.phone.events(), { timeout: 15_000 }).toContain('reinvite')
      const [heardByCustomer, heardByAgent] = await Promise.all([
        remoteAudioLevel(customer.page, 'farEnd'),
        remoteAudioLevel(agent, 'portal'),
      ])
      expect(heardByCustomer).toBeGreaterThan(AUDIBLE)
      expect(heardByAgent).toBeGreaterThan(AUDIBLE)
      expect((await ctiStateOverHttp(session.server.origin, cookie)).call).toMatchObject({
        callId,
        endedAt: null,
      })

      await customer.phone.hangUp()
      await agent.getByRole('button', { name: '电话：话后处理' }).waitFor()
    } finally {
      await agentProfile.close()
      await customerProfile.close()
    }
  })
})
