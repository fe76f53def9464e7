import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { RESPONSE_CODES, type CallLeg, type CtiState } from '@portal/contract'
import { loginAs } from '../../../../test/login-helpers'
import { ownerQuery } from '../../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../../test/test-app'

/** The app with a fast simulator and timers: its far ends act 20 times faster, timers are looked at every 20 ms. */
export const startTelephonyApp = () =>
  startTestApp({ env: { CALL_SIMULATOR_SPEED: '20', CTI_TICK_MS: '20' } })

/** One signed-in person's view of the CTI server, through its routes. */
export type CtiClient = ReturnType<typeof ctiClient>

export function ctiClient(app: FastifyInstance, cookie: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
    return response
  }
  const ok = async <T = CtiState>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<T> => {
    const response = await call(method, url, payload)
    expect(response.json().code, `${url}: ${response.body}`).toBe(RESPONSE_CODES.OK)
    return response.json().data as T
  }
  return {
    cookie,
    call,
    ok,
    state: () => ok('GET', '/api/v1/speech/agent/info'),
    signIn: () => ok('POST', '/api/v1/speech/staff/login', { signModel: 'SIPPHONE' }),
    choose: (status: 0 | 2 | 3 | 4, restReason?: string, afterCall?: boolean) =>
      ok('POST', '/api/v1/speech/agent/status', { status, restReason, afterCall }),
    act: (callId: string, action: string) => ok('POST', `/api/v1/speech/call/${callId}/${action}`),
    dial: (body: Record<string, string>) => ok('POST', '/api/v1/speech/call/dial', body),
    ring: (from: string, extra: Record<string, string> = {}) =>
      ok<{ callId: string }>('POST', '/api/v1/demo/call-simulator/inbound', { from, ...extra }),
    /** Waits until the state satisfies `check` (the timers and the far end act in the background). */
    until: async (check: (state: CtiState) => boolean, timeout = 5000): Promise<CtiState> => {
      let last: CtiState | undefined
      await expect
        .poll(
          async () => {
            const state = await ok('GET', '/api/v1/speech/agent/info')
            last = state
            return check(state)
          },
          { timeout, interval: 20 },
        )
        .toBe(true)
      return last as CtiState
    },
  }
}

/** Signs in a demo account of a tenant (the first by default) and gives its CTI client. */
export async function signedInClient(t: TestApp, login: string, password: string, tenantId?: string) {
  return ctiClient(t.app, await loginAs(t.app, login, password, tenantId))
}

/** Sets a tenant's call-centre settings columns (as the owner, past row-level security). */
export async function setCtiSettings(t: TestApp, tenantCode: string, columns: Record<string, unknown>) {
  const entries = Object.entries(columns)
  await ownerQuery(
    t.store,
    `UPDATE cti_settings SET ${entries.map(([column], i) => `${column} = $${i + 2}`).join(', ')}
     WHERE tenant_id = (SELECT id FROM tenants WHERE code = $1)`,
    [tenantCode, ...entries.map(([, value]) => value)],
  )
}

/** Every given client back to a clean start: no call, no after-call work, signed in and hung off. */
export async function resetAgents(...clients: CtiClient[]) {
  for (const client of clients) {
    let state = await client.state()
    // A call still ringing goes back to the queue when its agent hangs up: its caller hangs up instead.
    if (state.call?.callStatus === 'INBOUND_WAITING_FOR_ANSWER') {
      await client.ok('POST', `/api/v1/demo/call-simulator/${state.call.callId}/hangup`)
      state = await client.state()
    } else if (state.call && !state.call.endedAt) state = await client.act(state.call.callId, 'hangup')
    if (state.agent.systemState === 'ACW' || state.agent.systemState === 'MANUAL_ACW')
      await client.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    await client.signIn()
    await client.choose(4)
  }
}

/** A call's status in a state, or undefined without a call. */
export const callStatusOf = (state: CtiState) => state.call?.callStatus

/** The legs (transfers and consults) one of the client's call records keeps, as its agent reads them. */
export const callLegsOf = (client: CtiClient, recordId: string) =>
  client.ok<CallLeg[]>('GET', `/api/v1/speech/communicate/${recordId}/legs`)

/**
 * The fast telephony app with agent01 and the administrator signed in to the portal (not yet to the call centre),
 * and the demo tenant's call-centre settings changed as given.
 * @example ;({ t, agent, admin } = await startTelephonyDemo({ ring_timeout_seconds: 1 }))
 */
export async function startTelephonyDemo(settings: Record<string, unknown>) {
  const t = await startTelephonyApp()
  const agent = await signedInClient(t, 'agent01', 'Agent@2026')
  const admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
  if (Object.keys(settings).length > 0) await setCtiSettings(t, 'demo', settings)
  return { t, agent, admin }
}

/** The id of Demo Co.'s 售后服务 skill group (the administrator supervises 售前咨询 only). */
export async function afterSalesGroupIdOf(t: TestApp): Promise<string> {
  const [group] = await ownerQuery<{ id: string }>(
    t.store,
    "SELECT id::text FROM skill_groups WHERE name = '售后服务'",
  )
  return group?.id ?? ''
}

/**
 * A new agent of Demo Co. in the skill group 售后服务 only (outside the administrator's 售前咨询; agent01 is in
 * both), with agent01's password, signed in to the portal; its id and CTI client.
 * @example const afterSales = await afterSalesAgent(t, 'aftersales01', '售后坐席')
 */
export async function afterSalesAgent(t: TestApp, employeeNo: string, name: string) {
  const [row] = await ownerQuery<{ id: string }>(
    t.store,
    `WITH account AS (INSERT INTO staff_accounts (employee_no, name, password_hash)
       SELECT $1, $2, password_hash FROM staff_accounts WHERE employee_no = 'agent01' RETURNING id),
     tenant AS (SELECT id FROM tenants WHERE code = 'demo'),
     member AS (INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
       SELECT tenant.id, account.id, (SELECT id FROM roles WHERE tenant_id = tenant.id AND code = 'agent'), now()
       FROM tenant, account),
     grouped AS (INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
       SELECT tenant.id, (SELECT id FROM skill_groups WHERE tenant_id = tenant.id AND name = '售后服务'), account.id
       FROM tenant, account)
     SELECT id::text FROM account`,
    [employeeNo, name],
  )
  if (!row) throw new Error(`${employeeNo} was not created`)
  return { id: row.id, client: await signedInClient(t, employeeNo, 'Agent@2026') }
}
