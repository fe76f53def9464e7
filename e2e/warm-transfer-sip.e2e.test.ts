import { beforeEach, describe, expect, it } from 'vitest'
import {
  answerFromPanel,
  callCentre,
  callHistoryOverHttp,
  callLegsOverHttp,
  ctiStateOverHttp,
  hangUpFromPanel,
  reopenPanelWhenConnected,
  resetAgentOverHttp,
} from './support/call-centre'
import { consultAdminFromPanel, pickAdmin } from './support/sip/consult-admin'
import { missingSipPeers } from './support/sip/sip-peers'
import { readySoftphoneAgent, type SoftphoneAgent } from './support/sip/ready-softphone-agent'
import { runSipp } from './support/sip/sipp'
import { useSoftphonePortal } from './support/sip/use-softphone-portal'

// Transfers on a real SIP network: agent01 and the administrator of Demo Co. both on the browser softphone
// (kamailio), sipp as the customer who calls agent01 and follows where the agents send them: blind (REFER), or
// after a consult (REFER with Replaces, taking over the consult's call between the agents' softphones).
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)
const ADMIN = { account: 'admin@demo.com', password: 'Admin@2026' }

describe.skipIf(missing)(title('transfers on the SIP network'), () => {
  const session = useSoftphonePortal()

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
    await resetAgentOverHttp(session.server.origin, ADMIN.account, ADMIN.password)
  })

  /** The customer (sipp, playing `scenario` for up to `seconds`) calls agent01, who answers; the customer. */
  async function answerSippCall(scenario: string, agent: SoftphoneAgent, seconds: number) {
    const customer = await runSipp(session.sip, scenario, { service: agent.sipUser }, seconds)
    await agent.page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
    await answerFromPanel(agent.page)
    await agent.page.getByRole('button', { name: '电话：通话中' }).waitFor()
    return customer
  }

  /**
   * The customer (sipp, playing `scenario`) calls agent01, who answers and transfers them blind to the admin; returns
   * once the admin's phone rings with the customer's INVITE that followed the REFER.
   */
  async function transferBlindToAdmin(scenario: string, agent: SoftphoneAgent, admin: SoftphoneAgent) {
    const customer = await answerSippCall(scenario, agent, 90)
    const dialog = await pickAdmin(agent.page)
    await dialog.getByRole('button', { name: '直接转接' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await admin.page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
    return customer
  }

  /** The customer (sipp, playing `scenario`) calls agent01, who answers and consults the admin (consultAdminFromPanel). */
  async function consultAdmin(scenario: string, agent: SoftphoneAgent, admin: SoftphoneAgent) {
    const customer = await answerSippCall(scenario, agent, 110)
    return { customer, panel: await consultAdminFromPanel(agent.page, admin.page) }
  }

  it('transfers blind: the customer follows the REFER to the admin’s softphone; agent01 in ACW once the admin answers', async () => {
    const agent = await readySoftphoneAgent(session)
    const admin = await readySoftphoneAgent(session, undefined, ADMIN)
    try {
      const customer = await transferBlindToAdmin('uac_refer_follow', agent, admin)
      // The admin's phone rings with the customer's own INVITE, while the customer is still agent01's; the admin
      // answers it there, and only then is agent01's call over.
      await agent.page.getByRole('button', { name: '电话：通话中' }).waitFor()
      await answerFromPanel(admin.page)
      await admin.page.getByRole('button', { name: '电话：通话中' }).waitFor()
      await agent.page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const taken = await ctiStateOverHttp(session.server.origin, admin.cookie)
      expect(taken.call).toMatchObject({
        callStatus: 'INBOUND_ACTIVE',
        agentAccountId: taken.agent.accountId,
      })

      // The admin hangs up; the customer (sipp) takes the BYE and ends.
      await hangUpFromPanel(admin.page)
      const result = await customer.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-4000)}`).toBe(0)
      expect(result.trace).toMatch(new RegExp(`Refer-To: <sip:${admin.sipUser.replace('.', '\\.')}@`))
      // The admin's call is the SIP dialog the customer opened after the REFER.
      const callId = /Call-ID: (\S+)/.exec(result.trace)?.[1]
      expect(taken.call?.softphone?.dialog?.callId).toBe(callId)
      await admin.page.getByRole('button', { name: /^电话：(在线|话后处理)$/ }).waitFor()
      const [own] = await callHistoryOverHttp(session.server.origin, agent.cookie)
      expect(own).toMatchObject({ result: 'transferred', callType: 'INBOUND' })
      const [theirs] = await callHistoryOverHttp(session.server.origin, admin.cookie)
      expect(theirs).toMatchObject({ result: 'answered', callType: 'INBOUND' })
    } finally {
      await Promise.all([agent.page.context().close(), admin.page.context().close()])
    }
  }, 120_000)

  it('a blind transfer the admin declines brings the customer back to agent01, told why; the leg failed', async () => {
    const agent = await readySoftphoneAgent(session)
    const admin = await readySoftphoneAgent(session, undefined, ADMIN)
    try {
      const customer = await transferBlindToAdmin('uac_refer_declined', agent, admin)
      // The admin's phone rings with the customer's own INVITE; the admin declines it.
      await callCentre(admin.page).panel.getByRole('button', { name: '拒接' }).click()

      await agent.page.getByText('同事拒接了转接的来电，客户已回到你的通话中').waitFor({ timeout: 15_000 })
      await agent.page.getByRole('button', { name: '电话：通话中' }).waitFor()
      const back = await ctiStateOverHttp(session.server.origin, agent.cookie)
      expect(back.call).toMatchObject({
        callStatus: 'INBOUND_ACTIVE',
        softphone: { referral: { status: 'FAILED' } },
      })
      // Still agent01's call: they hang up (soon: sipp answers no ICE, so the media would fail in a while), and
      // the customer (sipp) takes the BYE on its first dialog.
      await hangUpFromPanel(agent.page)
      const legs = await callLegsOverHttp(session.server.origin, agent.cookie, back.call?.callRecordId)
      expect(legs).toMatchObject([{ mode: 'BLIND', status: 'FAILED' }])
      const result = await customer.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-4000)}`).toBe(0)
      expect(result.trace).toContain('SIP/2.0 480')
    } finally {
      await Promise.all([agent.page.context().close(), admin.page.context().close()])
    }
  }, 120_000)

  it('a warm transfer to admin@demo.com with a consult ends with the customer on the admin’s call and agent01 in ACW', async () => {
    const agent = await readySoftphoneAgent(session)
    const admin = await readySoftphoneAgent(session, undefined, ADMIN)
    try {
      const { customer, panel } = await consultAdmin('uac_refer_replaces', agent, admin)
      await panel.getByRole('button', { name: '完成转接' }).click()

      await agent.page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      // During the consult the admin's header showed the customer on hold; the customer arrives on their desk
      // connected (no longer held), and the panel pops up and hides a second later: then it is opened by hand.
      await admin.page.getByText('保持中', { exact: true }).waitFor({ state: 'detached' })
      await reopenPanelWhenConnected(admin.page)
      // The customer's INVITE with Replaces is the admin's call: its dialog is the one the customer opened.
      await expect
        .poll(
          async () => (await ctiStateOverHttp(session.server.origin, admin.cookie)).call?.softphone?.dialog,
        )
        .toBeTruthy()
      const taken = await ctiStateOverHttp(session.server.origin, admin.cookie)
      expect(taken.call).toMatchObject({
        callStatus: 'INBOUND_ACTIVE',
        agentAccountId: taken.agent.accountId,
      })
      expect(taken.consult).toBeNull()

      // The admin hangs up; the customer (sipp) takes the BYE and ends.
      await hangUpFromPanel(admin.page)
      const result = await customer.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-4000)}`).toBe(0)
      const referTo = /Refer-To: <sip:([^@]+)@[^?>]+\?Replaces=([^%;>]+)/.exec(result.trace)
      expect(referTo?.[1]).toBe(admin.sipUser)
      const customerCallId = /Call-ID: (\S+)/.exec(result.trace)?.[1]
      // The Replaces names the consult's call between the agents, not the customer's own.
      expect(referTo?.[2]).toBeTruthy()
      expect(referTo?.[2]).not.toBe(customerCallId)
      expect(result.trace).toContain(`Replaces: ${referTo?.[2]};to-tag=`)
      expect(taken.call?.softphone?.dialog?.callId).toBe(customerCallId)
      // The admin's call ends answered, agent01's as transferred.
      await admin.page.getByRole('button', { name: /^电话：(在线|话后处理)$/ }).waitFor()
      const [own] = await callHistoryOverHttp(session.server.origin, agent.cookie)
      expect(own).toMatchObject({ result: 'transferred', callType: 'INBOUND' })
      const [theirs] = await callHistoryOverHttp(session.server.origin, admin.cookie)
      expect(theirs).toMatchObject({ result: 'answered', callType: 'INBOUND' })
      const legs = await callLegsOverHttp(session.server.origin, admin.cookie, taken.call?.callRecordId)
      expect(legs).toEqual([
        expect.objectContaining({ mode: 'CONSULT', status: 'COMPLETED', toStaffName: '管理员' }),
      ])
    } finally {
      await Promise.all([agent.page.context().close(), admin.page.context().close()])
    }
  }, 150_000)

  it('a completed consult whose REFER the customer’s phone refuses keeps the customer with agent01, told why; cancelling brings them back', async () => {
    const agent = await readySoftphoneAgent(session)
    const admin = await readySoftphoneAgent(session, undefined, ADMIN)
    try {
      const { customer, panel } = await consultAdmin('uac_refer_replaces_refused', agent, admin)
      await panel.getByRole('button', { name: '完成转接' }).click()

      // The customer stays agent01's, held, and the agents talk on; the panel says why and what to do.
      const alert = panel.getByRole('alert')
      await alert.getByText('客户的电话拒绝了转接，客户仍在你的通话中').waitFor({ timeout: 15_000 })
      await alert.getByText('可再次完成转接，或取消咨询回到客户').waitFor()
      const held = await ctiStateOverHttp(session.server.origin, agent.cookie)
      expect(held.call).toMatchObject({ callStatus: 'INBOUND_ON_HOLD', result: null })
      expect(held.consult).toMatchObject({ status: 'CONSULTING', failure: 'telephony.referralRefused' })
      const colleague = await ctiStateOverHttp(session.server.origin, admin.cookie)
      expect(colleague.consult).toMatchObject({ status: 'CONSULTING', isMine: false })

      // agent01 cancels the consult: back with the customer, off hold; the admin is free again.
      await panel.getByRole('button', { name: '取消咨询' }).click()
      await agent.page.getByRole('button', { name: '电话：通话中' }).waitFor()
      await expect
        .poll(async () => (await ctiStateOverHttp(session.server.origin, agent.cookie)).call?.callStatus)
        .toBe('INBOUND_ACTIVE')
      await expect
        .poll(async () => (await ctiStateOverHttp(session.server.origin, admin.cookie)).consult)
        .toBeNull()
      await hangUpFromPanel(agent.page)
      const result = await customer.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-4000)}`).toBe(0)
      expect(result.trace).toContain('SIP/2.0 603 Decline')
      const legs = await callLegsOverHttp(session.server.origin, agent.cookie, held.call?.callRecordId)
      expect(legs).toMatchObject([{ mode: 'CONSULT', status: 'CANCELLED' }])
    } finally {
      await Promise.all([agent.page.context().close(), admin.page.context().close()])
    }
  }, 150_000)
})
