import { describe, expect, it } from 'vitest'
import { CALL_CENTRE_PATH, RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../../test/demo-app'
import { ownerQuery } from '../../../../test/owner-query'
import { auditRows, listClient, zhCn } from '../../reference-data/reference-data-test-kit'

const t = useDemoApp()
const rules = () => listClient(t, 'agent-rules', CALL_CENTRE_PATH)
const form = {
  acwMode: 'MANDATORY',
  acwSeconds: null,
  wrapUpCodes: [] as string[],
  autoAnswer: true,
  autoAnswerDelaySeconds: 3,
  incomingCallPopup: 'OFF',
}

describe('the agent rules page', () => {
  it("changes a skill group's rules, audited, and offers only the tenant's own wrap-up codes", async () => {
    const [group] = await rules().list()
    const codes = (
      await t.app.inject({
        method: 'GET',
        url: `${CALL_CENTRE_PATH}/agent-rules-wrap-up-codes`,
        headers: { cookie: t.admin },
      })
    ).json().data as { code: string }[]
    const offered = codes.slice(0, 1).map((code) => code.code)
    expect(offered).toHaveLength(1)
    const saved = await rules().update(group?.id ?? '', { ...form, wrapUpCodes: offered })
    expect(saved.json(), saved.body).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { ...form, wrapUpCodes: offered },
    })
    const [audit] = (await auditRows(t, 'agentRules', group?.id ?? '')).slice(-1)
    expect(audit).toMatchObject({ action: 'agentRules.update', after_values: { autoAnswer: true } })

    const unknown = await rules().update(group?.id ?? '', { ...form, wrapUpCodes: ['NOT_OURS'] })
    expect(unknown.json().message).toBe(zhCn('agentRules.wrapUpCodeMissing'))
    const late = await rules().update(group?.id ?? '', { ...form, autoAnswerDelaySeconds: 11 })
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toBe(zhCn('agentRules.autoAnswerDelayInvalid'))
    expect((await rules().list()).find((item) => item.id === group?.id)).toMatchObject({
      wrapUpCodes: offered,
    })
  })

  it('holds the rest reasons and the rest limit, moved from reference data, audited', async () => {
    const reasons = listClient(t, 'rest-reasons', CALL_CENTRE_PATH)
    const created = await reasons.create({ name: '喝水' })
    expect(created.json().data).toEqual({ id: '喝水', name: '喝水' })
    expect((await auditRows(t, 'restReason', '喝水')).map((row) => row.action)).toEqual(['restReason.create'])
    const url = `${CALL_CENTRE_PATH}/rest-limit`
    const put = (cookie: string, restLimitSeconds: unknown) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { restLimitSeconds } })
    expect((await put(t.admin, 600)).json().data).toEqual({ restLimitSeconds: 600 })
    const refused = await put(t.admin, 5)
    expect(refused.json().message).toBe(zhCn('referenceData.restLimitInvalid'))
    const audit = await ownerQuery(
      t.store,
      "SELECT after_values FROM audit_events WHERE action = 'restLimit.update'",
    )
    expect(audit).toEqual([{ after_values: { restLimitSeconds: 600 } }])
    expect((await put(t.agent, 900)).statusCode).toBe(403)
    expect((await reasons.get(t.agent)).statusCode).toBe(403)
    expect((await rules().get(t.agent)).statusCode).toBe(403)
  })
})
