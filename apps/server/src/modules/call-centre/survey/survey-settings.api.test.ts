import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type SurveySettings } from '@portal/contract'
import { useDemoApp } from '../../../../test/demo-app'
import { ownerQuery } from '../../../../test/owner-query'

// 满意度调查 (issue 27, part 6): on or off, the prompt and the scale; §7 settingSatis follows them.
const t = useDemoApp()
const URL = '/api/v1/portal/call-centre/survey'

const save = (payload: object, cookie = t.admin) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload })
const settingsRow = async () =>
  (
    await ownerQuery(
      t.store,
      `SELECT s.* FROM cti_settings s JOIN tenants t ON t.id = s.tenant_id WHERE t.code = 'demo'`,
    )
  )[0]
const settingSatis = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/call/settingSatis', headers: { cookie: t.agent } })
  ).json().data

describe('the satisfaction survey page', () => {
  it('is read and saved only with its code', async () => {
    for (const refused of [
      await t.app.inject({ method: 'GET', url: URL, headers: { cookie: t.agent } }),
      await save({ enabled: false, prompt: '', scale: 5 }, t.agent),
    ]) {
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
  })

  // Demo Co. turned it on before the page existed, with no prompt of its own: the page shows what callers hear.
  const PORTAL_PROMPT = '请对本次服务进行评价，1分最不满意，5分最满意'

  it("shows the demo tenant's survey: on, the portal's own prompt, scored out of 5", async () => {
    const page = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: t.admin } })
    expect(page.json().data).toEqual({ enabled: true, prompt: PORTAL_PROMPT, scale: 5 })
  })

  it.each([
    [{ enabled: true, prompt: '  ', scale: 5 }, 'callCentre.survey.promptRequired'],
    [{ enabled: true, prompt: '请打分', scale: 4 }, 'callCentre.survey.scale'],
    [{ enabled: true, prompt: '请'.repeat(201), scale: 5 }, 'callCentre.survey.promptTooLong'],
  ] as const)('refuses %o, changing nothing', async (payload, key) => {
    const before = await settingsRow()
    const refused = await save(payload)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(MESSAGES['zh-CN'][key])
    expect(await settingsRow()).toEqual(before)
  })

  it('saves each change in the audit trail, and settingSatis answers it at once', async () => {
    const survey: SurveySettings = { enabled: false, prompt: '请对本次服务评分', scale: 10 }
    expect((await save(survey)).json().data).toEqual(survey)
    expect(await settingSatis()).toEqual({ enable: false, envPrefix: 'satisfaction' })
    const [audit] = await ownerQuery<{ action: string; before_values: unknown; after_values: unknown }>(
      t.store,
      `SELECT action, before_values, after_values FROM audit_events
       WHERE target_type = 'surveySettings' ORDER BY created_at DESC LIMIT 1`,
    )
    expect(audit).toEqual({
      action: 'surveySettings.update',
      before_values: { enabled: true, prompt: PORTAL_PROMPT, scale: 5 },
      after_values: survey,
    })
    await save({ ...survey, enabled: true })
    expect(await settingSatis()).toEqual({ enable: true, envPrefix: 'satisfaction' })
  })

  it("leaves another tenant's survey as it was", async () => {
    const [second] = await ownerQuery<{ satisfaction_enabled: boolean; satisfaction_scale: number }>(
      t.store,
      `SELECT satisfaction_enabled, satisfaction_scale FROM cti_settings s JOIN tenants t ON t.id = s.tenant_id
       WHERE t.code = 'second'`,
    )
    expect(second).toEqual({ satisfaction_enabled: false, satisfaction_scale: 5 })
  })
})
