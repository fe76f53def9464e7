import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CallerHeard } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { startTelephonyApp } from '../test-support/telephony-test-kit'

// The operator's command follows its call (`npm run call -- … --follow`): what the caller heard and whether the
// call is over for them, for the tenant named only.
let t: TestApp
beforeAll(async () => {
  t = await startTelephonyApp()
})
afterAll(() => t.close())

const asOperator = { authorization: 'Bearer not-the-operator-token' }
const operator = () => ({ authorization: `Bearer ${t.app.operatorToken}` })
type Progress = { status: string; isEnded: boolean; heard: CallerHeard[]; surveyScore: number | null }

async function call(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/operator/call-simulator/inbound',
    headers: operator(),
    payload: { tenant: 'demo', from: '13900002222', ...body },
  })
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return response.json().data as { callId: string; heard: CallerHeard[] }
}

const progress = (callId: string, tenant = 'demo') =>
  t.app.inject({
    method: 'GET',
    url: `/operator/call-simulator/calls/${callId}?tenant=${tenant}`,
    headers: operator(),
  })
const texts = (heard: CallerHeard[]) => heard.map((line) => line.text)

/** Demo Co.'s sales line goes to `route` (set by its owner, as the numbers page would). */
const routeSalesLine = (columns: string, values: unknown[]) =>
  ownerQuery(
    t.store,
    `UPDATE did_numbers SET ${columns} WHERE number = '02150001000' AND tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    values,
  )

describe("the operator's call progress", () => {
  it('says what the caller heard in the hotline IVR, the call still waiting for an agent', async () => {
    const placed = await call({ did: '4008001001', keys: '2' })
    const greeting = '您好，欢迎致电演示公司。售前咨询请按 1，售后服务请按 2。'
    expect(texts(placed.heard)).toEqual([greeting, '（来电按 2）'])
    const answer = await progress(placed.callId)
    expect(answer.json().data).toMatchObject({ status: 'QUEUED', isEnded: false, surveyScore: null })
    expect(texts((answer.json().data as Progress).heard)).toEqual([greeting, '（来电按 2）'])
  })

  it('is over for a caller who heard a closed message, and for one who left a call-back request', async () => {
    await routeSalesLine(`route_kind = 'CLOSED', closed_message = $1`, ['本热线已停止服务'])
    const closed = await call({ did: '02150001000' })
    expect((await progress(closed.callId)).json().data).toMatchObject({
      isEnded: true,
      heard: [expect.objectContaining({ text: '本热线已停止服务' })],
    })

    const [flow] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO ivr_flows (tenant_id, name, definition)
       SELECT id, '回拨测试', $1 FROM tenants WHERE code = 'demo' RETURNING id`,
      [
        {
          menus: [
            {
              id: 'main',
              name: '主菜单',
              greeting: '请留下您的号码',
              recordingFileId: null,
              keys: [],
              timeoutSeconds: 5,
              onTimeout: { kind: 'CALLBACK' },
              onWrongKey: { kind: 'HANGUP' },
            },
          ],
          businessHours: null,
        },
      ],
    )
    await routeSalesLine(`route_kind = 'IVR', ivr_id = $1`, [flow?.id])
    const leftNumber = await call({ did: '02150001000' })
    expect((await progress(leftNumber.callId)).json().data).toMatchObject({ status: 'QUEUED', isEnded: true })
  })

  it("answers no other tenant's call, and no call without the operator's token", async () => {
    const placed = await call({})
    expect((await progress(placed.callId, 'second')).statusCode).toBe(404)
    expect((await progress('no-such-call')).statusCode).toBe(404)
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/operator/call-simulator/calls/${placed.callId}?tenant=demo`,
      headers: asOperator,
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
