import type { DeskCall, WorkingDesk } from '@portal/contract'

export const LIVE_CALL: DeskCall = {
  recordId: '0b7e9c1a-0000-4000-8000-000000000001',
  callType: 'INBOUND',
  callStatus: 'INBOUND_ACTIVE',
  phoneNumber: '139****1111',
  customer: { id: 'c1', name: '王女士', identity: 'VIP客户', tags: ['VIP', '老客户'] },
  note: '',
  wrapUpCode: null,
  result: null,
  startedAt: '2026-01-01T02:00:00.000Z',
  answeredAt: '2026-01-01T02:00:05.000Z',
  endedAt: null,
  surveyScore: null,
  isCallbackRequest: false,
  wrapUpCodes: null,
  legCount: 0,
}

/**
 * A working desk with a live call from 王女士, one queue and a finished call of earlier today.
 * @example stubApi({ 'GET /api/v1/working-desk': () => ({ data: deskFixture() }) })
 */
export const deskFixture = (overrides: Partial<WorkingDesk> = {}): WorkingDesk => ({
  currentCall: LIVE_CALL,
  queues: [{ skillGroupId: 'g1', name: '售前咨询', waiting: 2, longestWaitSeconds: 75 }],
  todayCalls: [
    LIVE_CALL,
    {
      ...LIVE_CALL,
      recordId: '0b7e9c1a-0000-4000-8000-000000000002',
      customer: null,
      phoneNumber: '139****2222',
      result: 'answered',
      wrapUpCode: 'complaint',
      endedAt: '2026-01-01T01:10:00.000Z',
      surveyScore: 4,
    },
  ],
  figures: {
    callsHandled: 1,
    averageHandlingSeconds: 95,
    talkSeconds: 600,
    surveyCount: 1,
    averageSurveyScore: 4,
    secondsInState: [
      { state: 'READY', seconds: 3600 },
      { state: 'ACW', seconds: 0 },
    ],
    // Nothing counts on unless a test says so.
    running: { asOf: '2026-01-01T02:00:00.000Z', state: null, onCall: false },
  },
  wrapUpCodes: [
    { code: 'answered', name: '咨询已解答' },
    { code: 'complaint', name: '投诉' },
  ],
  ...overrides,
})
