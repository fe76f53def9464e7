import { beforeEach, describe, expect, it } from 'vitest'
import { answerFromPanel, callCentre, callHistoryOverHttp, resetAgentOverHttp } from './support/call-centre'
import { missingSipPeers } from './support/sip/sip-peers'
import { readySoftphoneAgent } from './support/sip/ready-softphone-agent'
import { runSipp } from './support/sip/sipp'
import { useSoftphonePortal } from './support/sip/use-softphone-portal'

// Issue 27 part 2 on a SIP network: a call from the trunk (sipp) to a tenant number, not to an agent, reaches
// kamailio, which asks the portal which agent it rings (the number's route; the IVR walked with no keys, since a
// proxy hears none); the agent's softphone rings and takes the call.
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)

describe.skipIf(missing)(title('a call from the SIP trunk to a tenant number'), () => {
  const session = useSoftphonePortal()

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  })

  it("rings the ready agent of the number's queue, who answers; the record says answered on that number", async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      const caller = await runSipp(session.sip, 'uac_answered_bye', { service: '4008001001' })
      await page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 15_000 })
      await callCentre(page).panel.getByText('王女士').waitFor()
      await answerFromPanel(page)
      const result = await caller.done
      expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
      await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const [record] = await callHistoryOverHttp(session.server.origin, cookie)
      expect(record).toMatchObject({ result: 'answered', callType: 'INBOUND', customerName: '王女士' })
    } finally {
      await page.context().close()
    }
  })

  it('is refused with 480 while no agent of the queue is ready', async () => {
    const caller = await runSipp(session.sip, 'uac_rejected', { service: '4008001001' })
    const result = await caller.done
    expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
    expect(result.trace).toMatch(/SIP\/2\.0 480 Temporarily Unavailable/)
  })
})
