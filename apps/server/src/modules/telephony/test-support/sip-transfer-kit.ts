import { createHmac } from 'node:crypto'
import { expect } from 'vitest'
import { RESPONSE_CODES, type SoftphoneCredentials } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { resetAgents, setCtiSettings, signedInClient, type CtiClient } from './telephony-test-kit'

const SIP_SECRET = 'the-secret-kamailio-shares-with-us'

/**
 * Demo Co. on a real SIP network, agent01 and the administrator both signed in on the browser softphone: what the
 * transfer tests on SIP start from.
 */
export async function startSipTransferApp() {
  const t = await startTestApp({
    env: { SIP_WS_URL: 'ws://127.0.0.1:5066', SIP_DOMAIN: 'portal.test', SIP_SHARED_SECRET: SIP_SECRET },
  })
  await setCtiSettings(t, 'demo', { network: 'sip', sign_models: ['SIPPHONE'], ring_timeout_seconds: 30 })
  const agent = await signedInClient(t, 'agent01', 'Agent@2026')
  const admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
  return { t, agent, admin }
}

/**
 * What kamailio posts of a call it routes: the event as JSON, signed over its exact bytes; accepted.
 * @example await reportSipEvent(t, { event: 'bye', callId, from: 'demo.agent01', to: '13900001111' })
 */
export async function reportSipEvent(t: TestApp, event: Record<string, unknown>) {
  const body = JSON.stringify({ at: Math.floor(Date.now() / 1000), ...event })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/speech/sip/events',
    headers: {
      'content-type': 'application/json',
      'x-sip-signature': createHmac('sha256', SIP_SECRET).update(body).digest('hex'),
    },
    payload: body,
  })
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
}

/** The SIP URI the agent's softphone registers as (`sip:demo.agent01@portal.test`). */
export const sipUriOf = async (client: CtiClient) =>
  (await client.ok<SoftphoneCredentials>('POST', '/api/v1/speech/softphone/credentials')).sipUri

/** The SIP user of that URI (`demo.agent01`): the From or To of what kamailio reports. */
export const sipUserOf = async (client: CtiClient) => (await sipUriOf(client)).replace(/^sip:|@.*$/g, '')

/** agent01 answers a customer's SIP call (kamailio reports its INVITE), the administrator ready; its call id. */
export async function answeredSipCall(
  t: TestApp,
  agent: CtiClient,
  admin: CtiClient,
  phone: string,
  sipCallId: string,
) {
  await resetAgents(agent, admin)
  await agent.choose(3)
  await admin.choose(3)
  await reportSipEvent(t, {
    event: 'invite',
    callId: sipCallId,
    from: phone,
    to: 'demo.agent01',
    fromTag: 'c',
  })
  const callId = (await agent.state()).call?.callId ?? ''
  await agent.act(callId, 'answer')
  return callId
}

/**
 * agent01 answers a customer's SIP call and transfers it blind to the administrator: the call's id, agent01's
 * state after the transfer (the REFER under way) and the administrator's (their phone ringing with it).
 */
export async function blindTransferToAdmin(
  t: TestApp,
  agent: CtiClient,
  admin: CtiClient,
  phone: string,
  sipCallId: string,
) {
  const callId = await answeredSipCall(t, agent, admin, phone, sipCallId)
  const { accountId } = (await admin.state()).agent
  const own = await agent.ok('POST', `/api/v1/speech/call/${callId}/transfer`, { accountId })
  return { callId, own, theirs: await admin.state() }
}
