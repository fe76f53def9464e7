import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import {
  resetAgents,
  setCtiSettings,
  signedInClient,
  type CtiClient,
} from '../test-support/telephony-test-kit'

const SIP_SECRET = 'the-secret-kamailio-shares-with-us'
const HOTLINE = '4008001001'
let t: TestApp
let agent: CtiClient

// Demo Co. on a SIP network: a call from the trunk to one of its numbers asks which agent's SIP user it rings.
beforeAll(async () => {
  t = await startTestApp({
    env: {
      CTI_TICK_MS: '20',
      SIP_WS_URL: 'ws://127.0.0.1:5066',
      SIP_DOMAIN: 'portal.test',
      SIP_SHARED_SECRET: SIP_SECRET,
    },
  })
  await setCtiSettings(t, 'demo', { network: 'sip', sign_models: ['SIPPHONE'], ring_timeout_seconds: 30 })
  agent = await signedInClient(t, 'agent01', 'Agent@2026')
})
afterAll(() => t.close())

const sign = (body: string) => createHmac('sha256', SIP_SECRET).update(body).digest('hex')

/** What kamailio posts for an INVITE from the trunk to a number: signed over its exact bytes. */
const inbound = (callId: string, did = HOTLINE, signed = true) => {
  const body = JSON.stringify({
    callId,
    from: '13900001111',
    did,
    fromUri: 'sip:13900001111@127.0.0.1',
    fromTag: 'trunk-tag',
    at: Math.floor(Date.now() / 1000),
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/speech/sip/inbound',
    headers: { 'content-type': 'application/json', ...(signed ? { 'x-sip-signature': sign(body) } : {}) },
    payload: body,
  })
}
const target = async (callId: string, did = HOTLINE) => {
  const response = await inbound(callId, did)
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return (response.json().data as { target: string | null }).target
}

const recordsOf = (sipCallId: string) =>
  ownerQuery<{ status: string; result: string | null; group: string | null; heard: { text: string }[] }>(
    t.store,
    `SELECT r.status, r.result, g.name AS group, r.caller_heard AS heard
     FROM call_records r LEFT JOIN skill_groups g ON g.id = r.skill_group_id
     WHERE r.sip_dialog ->> 'callId' = $1`,
    [sipCallId],
  )

const routeHotline = (kind: string, extra: { ivrId?: string; closedMessage?: string } = {}) =>
  ownerQuery(
    t.store,
    `UPDATE did_numbers SET route_kind = $2, ivr_id = $3, closed_message = $4
     WHERE number = $1 AND tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    [HOTLINE, kind, extra.ivrId ?? null, extra.closedMessage ?? ''],
  )

async function readyOnSoftphone() {
  await resetAgents(agent)
  await agent.choose(3)
}

describe('a call from the SIP trunk to a tenant number', () => {
  it('refuses an unsigned request, placing no call', async () => {
    await readyOnSoftphone()
    expect((await inbound('unsigned@trunk', HOTLINE, false)).statusCode).toBe(401)
    expect(await recordsOf('unsigned@trunk')).toEqual([])
  })

  it("rings the ready agent of the number's queue, and the INVITE's own event keeps the one call", async () => {
    await readyOnSoftphone()
    expect(await target('queue@trunk')).toBe('demo.agent01')
    const invite = JSON.stringify({
      event: 'invite',
      callId: 'queue@trunk',
      from: '13900001111',
      to: 'demo.agent01',
      at: Math.floor(Date.now() / 1000),
    })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/speech/sip/events',
      headers: { 'content-type': 'application/json', 'x-sip-signature': sign(invite) },
      payload: invite,
    })
    expect(await recordsOf('queue@trunk')).toEqual([
      expect.objectContaining({ status: 'INBOUND_WAITING_FOR_ANSWER', group: '售前咨询' }),
    ])
    expect((await agent.state()).call?.callStatus).toBe('INBOUND_WAITING_FOR_ANSWER')
  })

  it('answers the same INVITE asked about again (a retransmission) with the same agent, placing one call', async () => {
    await readyOnSoftphone()
    expect(await target('again@trunk')).toBe('demo.agent01')
    expect(await target('again@trunk')).toBe('demo.agent01')
    expect(await recordsOf('again@trunk')).toHaveLength(1)
  })

  it('walks the IVR with no keys (a proxy sees none): the timeout action picks the queue', async () => {
    await readyOnSoftphone()
    const [flow] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO ivr_flows (tenant_id, name, definition)
       SELECT t.id, 'SIP 总机', jsonb_build_object('businessHours', NULL, 'menus', jsonb_build_array(jsonb_build_object(
         'id', 'main', 'name', '主菜单', 'greeting', '您好，请按 1', 'keys', '[]'::jsonb,
         'onTimeout', jsonb_build_object('kind', 'QUEUE', 'skillGroupId', g.id),
         'onWrongKey', jsonb_build_object('kind', 'HANGUP'))))
       FROM tenants t JOIN skill_groups g ON g.tenant_id = t.id AND g.name = '售后服务'
       WHERE t.code = 'demo' RETURNING id::text`,
    )
    await routeHotline('IVR', { ivrId: flow?.id ?? '' })
    expect(await target('ivr@trunk')).toBe('demo.agent01')
    const [record] = await recordsOf('ivr@trunk')
    expect(record?.group).toBe('售后服务')
    expect(record?.heard.map((line) => line.text)).toEqual(['您好，请按 1', '（来电未按键）'])
    await routeHotline('QUEUE')
  })

  it('rings nobody on a closed number, nor with no agent ready, keeping each call as abandoned', async () => {
    await routeHotline('CLOSED', { closedMessage: '本号码暂停服务' })
    expect(await target('closed@trunk')).toBeNull()
    expect(await recordsOf('closed@trunk')).toEqual([
      expect.objectContaining({ status: 'INBOUND_NOT_ACTIVE', result: 'abandoned' }),
    ])
    await routeHotline('QUEUE')

    await resetAgents(agent)
    expect(await target('nobody@trunk')).toBeNull()
    expect(await recordsOf('nobody@trunk')).toEqual([
      expect.objectContaining({ status: 'INBOUND_NOT_ACTIVE', result: 'abandoned' }),
    ])
  })

  it('rings nobody for a number no tenant holds', async () => {
    expect(await target('unknown@trunk', '999000111')).toBeNull()
    expect(await recordsOf('unknown@trunk')).toEqual([])
  })
})
