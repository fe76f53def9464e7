import type { CallRecord } from '@portal/contract'

/**
 * A call's record as the communicate detail route answers it: the test session's agent's (u1) own by default.
 * @example stubApi({ 'GET /api/v1/speech/communicate/rec-1': () => ({ data: callRecordFixture({ id: 'rec-1' }) }) })
 */
export const callRecordFixture = (overrides: Partial<CallRecord> = {}): CallRecord => ({
  id: 'rec-1',
  callId: 'call-1',
  callType: 'INBOUND',
  phoneNumber: '139****1111',
  customerId: null,
  customerName: null,
  agentAccountId: 'u1',
  agentName: '测试坐席',
  skillsetName: '售前咨询',
  outboundTaskId: null,
  startedAt: '2026-01-01T02:00:00.000Z',
  answeredAt: '2026-01-01T02:00:05.000Z',
  endedAt: null,
  result: null,
  acwDuration: null,
  note: '',
  noteVersion: 0,
  wrapUpCode: null,
  surveyScore: null,
  participants: [],
  ...overrides,
})
