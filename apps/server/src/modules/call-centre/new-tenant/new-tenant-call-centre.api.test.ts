import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, SIMULATED_OUTCOME_NUMBERS, ivrDefinitionSchema } from '@portal/contract'
import { latestActivationKey, registerWith, verifiedPhone } from '../../../../test/lifecycle-helpers'
import { loginAs } from '../../../../test/login-helpers'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { ctiClient, startTelephonyApp } from '../../telephony/test-support/telephony-test-kit'
import { simulatorNumberFor } from './simulator-number'

const PASSWORD = 'Nc5$tRq8Lp'

let t: TestApp
beforeAll(async () => {
  t = await startTelephonyApp()
})
afterAll(() => t.close())

let nextPhone = 13600009001
/** Registers a company (from a phone of its own) and activates it; its tenant's id and code. */
async function registeredAndActivated(email: string, companyName: string) {
  const token = await verifiedPhone(t, String(nextPhone++))
  const registered = await registerWith(t, token, {
    email,
    password: PASSWORD,
    companyName,
    companyTypes: 'other',
  })
  expect(registered.json().code, registered.body).toBe(RESPONSE_CODES.OK)
  const key = await latestActivationKey(t, email)
  const activated = await t.app.inject({ method: 'GET', url: `/user/register/activate?key=${key}` })
  expect(activated.json().code, activated.body).toBe(RESPONSE_CODES.OK)
  const [tenant] = await ownerQuery<{ id: string; code: string }>(
    t.store,
    'SELECT id::text, code FROM tenants WHERE name = $1',
    [companyName],
  )
  return { id: tenant?.id ?? '', code: tenant?.code ?? '' }
}

const operatorCall = (body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/operator/call-simulator/inbound',
    headers: { authorization: `Bearer ${t.app.operatorToken}` },
    payload: body,
  })

describe('a newly activated tenant', () => {
  it('has a number, a queue holding its administrator, an IVR to that queue and the simulator network', async () => {
    const tenant = await registeredAndActivated('starter@newco.com', '起步公司')
    const [row] = await ownerQuery<{
      number: string
      route_kind: string
      ivr_definition: unknown
      group_name: string
      members: number
      outbound_default: string
      network: string
      number_limit: number
    }>(
      t.store,
      `SELECT d.number, d.route_kind, f.definition AS ivr_definition, g.name AS group_name,
         (SELECT count(*)::int FROM skill_group_members m WHERE m.skill_group_id = g.id) AS members,
         (SELECT number FROM skill_group_numbers n WHERE n.skill_group_id = g.id AND n.is_default) AS outbound_default,
         s.network, tn.number_limit
       FROM did_numbers d JOIN ivr_flows f ON f.id = d.ivr_id JOIN skill_groups g ON g.tenant_id = d.tenant_id
       JOIN cti_settings s ON s.tenant_id = d.tenant_id JOIN tenants tn ON tn.id = d.tenant_id
       WHERE d.tenant_id = $1`,
      [tenant.id],
    )
    expect(row).toMatchObject({
      number: simulatorNumberFor(tenant.code),
      route_kind: 'IVR',
      group_name: '默认技能组',
      members: 1,
      outbound_default: simulatorNumberFor(tenant.code),
      network: 'simulator',
      number_limit: 2,
    })
    const ivr = ivrDefinitionSchema.parse(row?.ivr_definition)
    expect(ivr.businessHours).toBeNull()
    expect(ivr.menus[0]?.greeting).toContain('欢迎致电起步公司')
    expect(ivr.menus[0]?.keys).toHaveLength(12)
  })

  it('lets its administrator take a call placed by the operator, then call out, within a minute', async () => {
    const tenant = await registeredAndActivated('firstcall@newco.com', '首通公司')
    const admin = ctiClient(t.app, await loginAs(t.app, 'firstcall@newco.com', PASSWORD))
    await admin.signIn()
    const ready = await admin.choose(3)
    expect(ready.agent.systemState).toBe('READY')

    const placed = await operatorCall({ tenant: tenant.code, from: '13900001111' })
    expect(placed.json().code, placed.body).toBe(RESPONSE_CODES.OK)
    const { callId } = placed.json().data as { callId: string }
    const ringing = await admin.until((state) => state.call?.callId === callId)
    expect(ringing.call).toMatchObject({
      callStatus: 'INBOUND_WAITING_FOR_ANSWER',
      skillsetName: '默认技能组',
      didNumberName: '默认号码',
    })
    await admin.act(callId, 'answer')
    await admin.until((state) => state.call?.callStatus === 'INBOUND_ACTIVE')
    await admin.act(callId, 'hangup')
    await admin.ok('POST', '/api/v1/speech/acw', { action: 'end' })

    const dialled = await admin.dial({ phone: SIMULATED_OUTCOME_NUMBERS.answered })
    expect(dialled.call?.callStatus).toBe('MANUAL_DIALING')
    await admin.until((state) => state.call?.callStatus === 'MANUAL_ACTIVE')
    const [outbound] = await ownerQuery<{ did: string }>(
      t.store,
      'SELECT did FROM call_records WHERE call_id = $1',
      [dialled.call?.callId],
    )
    expect(outbound?.did).toBe(simulatorNumberFor(tenant.code))
    await admin.act(dialled.call?.callId ?? '', 'hangup')
  })
})
