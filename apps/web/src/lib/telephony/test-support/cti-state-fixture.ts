import type { AgentSnapshot, CallSnapshot, CtiState } from '@portal/contract'

type Overrides = { version?: number; agent?: Partial<AgentSnapshot>; call?: Partial<CallSnapshot> | null }

const AGENT: AgentSnapshot = {
  accountId: 'u1',
  name: '测试坐席',
  signedIn: true,
  signModel: 'SIPPHONE',
  mobile: null,
  chosenStatus: 3,
  restReason: null,
  systemState: 'READY',
  presence: 'PRESENCE_READY',
  stateSince: '2026-01-01T02:00:00.000Z',
  acwEndsAt: null,
  restEndsAt: null,
  nextStatus: null,
  systemReason: null,
  softphone: false,
}

const CALL: CallSnapshot = {
  callId: 'call-1',
  callType: 'INBOUND',
  callStatus: 'INBOUND_ACTIVE',
  callRecordId: 'rec-1',
  phoneNumber: '138****5678',
  phoneNumberAddress: '广东 深圳',
  did: '4001234567',
  didNumberName: '客服热线',
  skillsetName: '售后',
  customer: { id: 'cust-1', name: '王小明', identity: 'VIP 客户', tags: ['老客户', '投诉'] },
  outboundTaskId: null,
  startedAt: '2026-01-01T02:00:00.000Z',
  answeredAt: '2026-01-01T02:00:05.000Z',
  endedAt: null,
  muted: false,
  agentAccountId: 'u1',
  agentName: '测试坐席',
  participants: [],
  listening: false,
  joining: false,
  result: null,
  softphone: null,
  offeredAt: '2026-01-01T02:00:00.000Z',
  heldAt: null,
  isCallbackRequest: false,
  popsUp: true,
  wrapUpCodes: null,
}

/**
 * A CTI state for tests: a signed-in READY agent, with a call when `call` is given (an answered inbound call
 * with a known customer, changed by the overrides).
 * @example ctiStateFixture({ version: 3, call: { callStatus: 'INBOUND_ON_HOLD' } })
 */
export const ctiStateFixture = ({ version = 1, agent = {}, call = null }: Overrides = {}): CtiState => ({
  version,
  agent: { ...AGENT, ...agent },
  call: call === null ? null : { ...CALL, ...call },
  invitation: null,
})

/** The tenant's sign model for tests: the softphone only, the default phone pattern, popups on. */
export const SIGN_MODEL = {
  enableIncomingCallPopup: true,
  signModels: ['SIPPHONE'],
  agentPhonePattern: null,
  autoAnswer: false,
  staffPhone: null,
}
