import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CallRecord, SurveySettings, WorkingDesk } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { resetAgents, startTelephonyDemo, type CtiClient } from '../test-support/telephony-test-kit'

// The satisfaction survey (issue 27, part 6): after the agent hangs up a connected inbound call (or transfers it to
// the survey) the caller hears the tenant's prompt and answers; an answer within the scale is the call's score.
let t: TestApp
let agent: CtiClient
let admin: CtiClient

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({}))
})
afterAll(() => t.close())
beforeEach(async () => {
  await setSurvey({ enabled: true, prompt: '请为本次服务打分', scale: 5 })
  await resetAgents(agent, admin)
})

const setSurvey = (survey: SurveySettings) => admin.ok('PUT', '/api/v1/portal/call-centre/survey', survey)

/** agent01 answers a simulated caller who will give `surveyAnswer`, then ends the call with `end`. */
async function surveyedCall(surveyAnswer: number | undefined, end: 'hangup' | 'transfer' = 'hangup') {
  const { accountId } = (await agent.choose(3)).agent
  const { callId } = await agent.ok<{ callId: string }>('POST', '/api/v1/demo/call-simulator/inbound', {
    from: '13900001111',
    accountId,
    ...(surveyAnswer === undefined ? {} : { surveyAnswer }),
  })
  await agent.act(callId, 'answer')
  if (end === 'hangup') await agent.act(callId, 'hangup')
  else await agent.ok('POST', '/api/v1/call/satisfaction/transfer', { callId })
  const [record] = await ownerQuery<{ id: string; survey_score: number | null; heard: string[] }>(
    t.store,
    `SELECT id::text, survey_score, ARRAY(SELECT h->>'text' FROM jsonb_array_elements(caller_heard) h) AS heard
     FROM call_records WHERE call_id = $1`,
    [callId],
  )
  if (!record) throw new Error(`no record of ${callId}`)
  return record
}

describe('the satisfaction survey after a call', () => {
  it("keeps the caller's answer within the scale as the call's score, with the prompt and the answer heard", async () => {
    const record = await surveyedCall(5)
    expect(record.survey_score).toBe(5)
    expect(record.heard).toEqual(['请为本次服务打分', '您的评分：5分（满分5分），感谢您的评价，再见'])
    const history = await agent.ok<CallRecord[]>('GET', '/api/v1/call/history')
    expect(history.find((call) => call.id === record.id)?.surveyScore).toBe(5)
    const desk = await agent.ok<WorkingDesk>('GET', '/api/v1/working-desk')
    expect(desk.todayCalls.find((call) => call.recordId === record.id)?.surveyScore).toBe(5)
    expect(desk.figures.surveyCount).toBeGreaterThanOrEqual(1)
    expect(desk.figures.averageSurveyScore).not.toBeNull()
  })

  it('surveys a call the agent transferred to the survey, on the scale saved just before', async () => {
    await setSurvey({ enabled: true, prompt: '请按1到10打分', scale: 10 })
    const record = await surveyedCall(9, 'transfer')
    expect(record.survey_score).toBe(9)
    expect(record.heard).toEqual(['请按1到10打分', '您的评分：9分（满分10分），感谢您的评价，再见'])
  })

  it('refuses an answer outside the scale: the score stays empty and the caller hears why', async () => {
    await setSurvey({ enabled: true, prompt: '请按1到3打分', scale: 3 })
    const record = await surveyedCall(5)
    expect(record.survey_score).toBeNull()
    expect(record.heard).toEqual(['请按1到3打分', '您的输入无效，评分须在1到3之间，再见'])
  })

  it('leaves the score empty for a caller who gives no answer', async () => {
    const record = await surveyedCall(undefined)
    expect(record.survey_score).toBeNull()
    expect(record.heard).toEqual(['请为本次服务打分', '未收到您的评价，再见'])
  })

  it('asks nothing when the survey is off, and refuses the transfer to it', async () => {
    await setSurvey({ enabled: false, prompt: '', scale: 5 })
    const record = await surveyedCall(4)
    expect(record).toMatchObject({ survey_score: null, heard: [] })
    const { accountId } = (await agent.choose(3)).agent
    const { callId } = await agent.ring('13900002222', { accountId })
    await agent.act(callId, 'answer')
    const refused = await agent.call('POST', '/api/v1/call/satisfaction/transfer', { callId })
    expect(refused.json().message).toBe('未开启满意度评价')
  })

  it('surveys no call the caller hung up', async () => {
    const { accountId } = (await agent.choose(3)).agent
    const { callId } = await agent.ok<{ callId: string }>('POST', '/api/v1/demo/call-simulator/inbound', {
      from: '13900003333',
      accountId,
      surveyAnswer: 5,
    })
    await agent.act(callId, 'answer')
    await agent.ok('POST', `/api/v1/demo/call-simulator/${callId}/hangup`)
    await agent.until((state) => state.call?.callId !== callId || state.call.endedAt !== null)
    const [record] = await ownerQuery<{ survey_score: number | null; heard: unknown[] }>(
      t.store,
      'SELECT survey_score, caller_heard AS heard FROM call_records WHERE call_id = $1',
      [callId],
    )
    expect(record).toMatchObject({ survey_score: null, heard: [] })
  })
})
