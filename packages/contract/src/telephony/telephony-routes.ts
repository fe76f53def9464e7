import { z } from 'zod'
import { HEADER_PERMISSIONS, TOOL_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  agentStatusChoiceSchema,
  agentSummarySchema,
  callRecordSchema,
  ctiStateSchema,
  didNumberSchema,
  queueSummarySchema,
  recentNumberSchema,
  unansweredCallSchema,
  waitingCallSchema,
} from './telephony-schemas'
import { CALL_NOTE_MAX } from './telephony-constants'
import { CALL_ACTIONS, INVITATION_ANSWERS, SIGN_MODELS } from './telephony-states'

const speech = TOOL_PERMISSIONS.speechAbility
const monitor = HEADER_PERMISSIONS.monitor
const phoneText = z.string().trim().min(1).max(32)
const id = z.string().min(1).max(64)

/** §7 sign model: how this tenant's agents sign in and whether an incoming call opens the call centre. */
export const signModelRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/sign/model',
  access: 'session',
  permission: speech,
  response: z.object({
    enableIncomingCallPopup: z.boolean(),
    signModels: z.array(z.enum(SIGN_MODELS)),
    /** The tenant's agent phone pattern as a regex source; null means the default of §9. */
    agentPhonePattern: z.string().nullable(),
    autoAnswer: z.boolean(),
    /** The mobile on the caller's staff record, which the mobile sign-in offers first; null when it has none. */
    staffPhone: z.string().nullable(),
  }),
})

/**
 * §7 staff login: the agent signs in to take calls, on their mobile (OUTPHONE; without `phone`, the one on their
 * staff record) or the softphone (SIPPHONE).
 */
export const staffLoginRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/staff/login',
  access: 'session',
  permission: speech,
  body: z.object({ signModel: z.enum(SIGN_MODELS), phone: phoneText.optional() }),
  response: ctiStateSchema,
})

export const staffLogoutRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/staff/logout',
  access: 'session',
  permission: speech,
  response: ctiStateSchema,
})

/** §7 agent info: the caller's whole CTI state, as the push carries it (a page's first read and every reload). */
export const ctiStateRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/agent/info',
  access: 'session',
  permission: speech,
  response: ctiStateSchema,
})

/** §7 agent status: the switcher's choice; `afterCall` queues it for when the current call and its ACW end. */
export const agentStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/agent/status',
  access: 'session',
  permission: speech,
  body: agentStatusChoiceSchema.extend({ afterCall: z.boolean().optional() }),
  response: ctiStateSchema,
})

/** §7 rest labels: the tenant's rest reasons, each a 小休 status SLEEP-{name}. */
export const restLabelsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/rest/labels',
  access: 'session',
  permission: speech,
  response: z.array(z.object({ name: z.string() })),
})

/** §7 busy config: the tenant's call-centre settings (ring timeout, ACW length, rest limit, auto-answer). */
export const busyConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/busy/config',
  access: 'session',
  permission: speech,
  response: z.object({
    ringTimeoutSeconds: z.number().int(),
    acwSeconds: z.number().int(),
    acwExtensionSeconds: z.number().int(),
    restLimitSeconds: z.number().int(),
    autoAnswer: z.boolean(),
    enableIncomingCallPopup: z.boolean(),
  }),
})

/** After-call work: end it early or extend it. */
export const acwRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/acw',
  access: 'session',
  permission: speech,
  body: z.object({ action: z.enum(['end', 'extend']) }),
  response: ctiStateSchema,
})

/** §7 updateAcw: the page's count of the after-call work, in whole seconds rounded up, kept on the record. */
export const updateAcwRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/call/updateAcw',
  access: 'session',
  permission: speech,
  body: z.object({
    acwDuration: z.number().int().min(0).max(86_400),
    participantRole: z.literal('AGENT'),
    participantId: id,
  }),
  response: z.null(),
})

/** The agent's commands on their call. */
export const callActionRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/call/:callId/:action',
  access: 'session',
  permission: speech,
  params: z.object({ callId: id, action: z.enum(CALL_ACTIONS) }),
  response: ctiStateSchema,
})

/** Digits sent on the call from the keypad. */
export const dtmfRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/call/:callId/dtmf',
  access: 'session',
  permission: speech,
  params: z.object({ callId: id }),
  body: z.object({ digits: z.string().regex(/^[0-9*#]{1,32}$/) }),
  response: z.null(),
})

/** An outbound call by number, by customer or for an outbound task, from one of the tenant's numbers. */
export const dialRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/call/dial',
  access: 'session',
  permission: speech,
  body: z
    .object({
      phone: phoneText.optional(),
      customerId: id.optional(),
      outboundTaskId: id.optional(),
      did: z.string().max(32).optional(),
      /** Call back (or redial) the number of one of the agent's records; the new record links it. */
      recordId: id.optional(),
    })
    .refine((body) => body.phone ?? body.customerId ?? body.outboundTaskId ?? body.recordId, {
      message: 'telephony.dialTargetRequired',
    }),
  response: ctiStateSchema,
})

/** §7 saveZhuanJieTelephone: transfer the current call to an outside number; the agent's leg ends. */
export const transferOutsideRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/call/saveZhuanJieTelephone',
  access: 'session',
  permission: speech,
  body: z.object({ telephone: phoneText }),
  response: ctiStateSchema,
})

/** §7 settingSatis: whether calls may be transferred to the satisfaction survey. */
export const satisfactionSettingRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/call/settingSatis',
  access: 'session',
  permission: speech,
  response: z.object({ enable: z.boolean(), envPrefix: z.string() }),
})

/** Transfer the customer to the satisfaction survey; the agent's leg ends. */
export const transferSatisfactionRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/call/satisfaction/transfer',
  access: 'session',
  permission: speech,
  body: z.object({ callId: id }),
  response: ctiStateSchema,
})

/** §7 setMonitorStatus: a supervisor starts or stops listening to a call of their skill groups. */
export const setMonitorStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/setMonitorStatus',
  access: 'session',
  permission: monitor,
  body: z.object({ callId: id, listeningStatus: z.enum(['LISTENING', 'END']) }),
  response: ctiStateSchema,
})

/** A listening supervisor joins the call of their skill groups (three parties, all heard). */
export const joinCallRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/monitor/join',
  access: 'session',
  permission: monitor,
  body: z.object({ callId: id }),
  response: ctiStateSchema,
})

/** §7 participant hangup: a supervisor or an invitee leaves the call they are on; the call goes on without them. */
export const participantHangupRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/participant/hangup',
  access: 'session',
  permission: speech,
  body: z.object({ callId: id }),
  response: ctiStateSchema,
})

/** The supervisor's view: the agents of their skill groups with their calls of those groups, and those queues. */
export const monitorBoardRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/monitor/board',
  access: 'session',
  permission: monitor,
  response: z.object({ agents: z.array(agentSummarySchema), queues: z.array(queueSummarySchema) }),
})

/**
 * The supervisor sets an agent's status (beyond the spec: the supervisor's live view), for an agent of their
 * skill groups; during a call it waits for the call to end. The agent is told who changed it; it is recorded.
 */
export const monitorAgentStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/monitor/agent/status',
  access: 'session',
  permission: monitor,
  body: agentStatusChoiceSchema.extend({ accountId: id }),
  response: z.null(),
})

/** §7 setBusying: mark the agent busy (away) after a call they did not answer; only for themselves. */
export const setBusyingRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/call/setBusying',
  access: 'session',
  permission: speech,
  query: z.object({
    callId: id,
    tenantId: id,
    userId: id,
    userName: z.string().max(64).optional(),
    isBusy: z.enum(['0', '1']),
  }),
  response: z.boolean(),
})

/** §7 taskCustomerRevert: the outbound task of a call is open again. */
export const taskCustomerRevertRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/taskCustomerRevert',
  access: 'session',
  permission: speech,
  query: z.object({ communicateId: id }),
  response: z.null(),
})

/** Invite another agent into the call (a three-party conference), with a reason they see. */
export const inviteRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/call/:callId/invite',
  access: 'session',
  permission: speech,
  params: z.object({ callId: id }),
  body: z.object({ accountId: id, content: z.string().trim().max(200) }),
  response: ctiStateSchema,
})

/** The invitee's answer (§2): agree and enter the call, agree, or refuse. */
export const invitationAnswerRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/invitation/:invitationId/:answer',
  access: 'session',
  permission: speech,
  params: z.object({ invitationId: id, answer: z.enum(INVITATION_ANSWERS) }),
  response: ctiStateSchema,
})

/** §7 dialpad staff status: the tenant's other agents and whether each is free, for the invite picker. */
export const dialpadStaffRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/dialpad/staff/status',
  access: 'session',
  permission: speech,
  response: z.array(z.object({ accountId: z.string(), name: z.string(), free: z.boolean() })),
})

/** §7 check free: whether one agent could take a call or an invitation now. */
export const checkFreeRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/checkFree',
  access: 'session',
  permission: speech,
  query: z.object({ accountId: id }),
  response: z.object({ free: z.boolean() }),
})

/** §7 DID numbers: the tenant's numbers, to call out from and to name on incoming calls. */
export const didNumbersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/did/list',
  access: 'session',
  permission: speech,
  response: z.array(didNumberSchema),
})

/** §7 mobile attribute: where a number is registered and its carrier. */
export const mobileAttributeRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/mobile/attribute',
  access: 'session',
  permission: speech,
  query: z.object({ phone: phoneText }),
  response: z.object({ attribution: z.string(), isp: z.string() }),
})

/** §7 call history: the caller's own calls, or one customer's. */
export const callHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/call/history',
  access: 'session',
  permission: speech,
  query: z.object({ customerId: id.optional() }),
  response: z.array(callRecordSchema),
})

/**
 * §7 communicate update: the agent's one note on the call's record, saved as it is typed. With `noteVersion` (the
 * version the text was typed over) a note saved meanwhile elsewhere refuses it (telephony.noteChanged), so two views
 * never overwrite each other with a stale text.
 */
export const communicateUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/communicate/update/:recordId',
  access: 'session',
  permission: speech,
  params: z.object({ recordId: id }),
  body: z.object({
    note: z.string().max(CALL_NOTE_MAX),
    noteVersion: z.number().int().min(0).max(2_147_483_647).optional(),
  }),
  response: callRecordSchema,
})

/** One call record. */
export const communicateDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/communicate/:recordId',
  access: 'session',
  permission: speech,
  params: z.object({ recordId: id }),
  response: callRecordSchema,
})

/** The tenant's skill groups, each with a queue. */
export const skillGroupsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/skill-groups',
  access: 'session',
  permission: speech,
  response: z.array(z.object({ id: z.string(), name: z.string() })),
})

/** The calls waiting in the agent's skill groups, longest waiting first: the desk's queue view. */
export const waitingCallsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/queue/calls',
  access: 'session',
  permission: speech,
  response: z.array(waitingCallSchema),
})

/** The agent picks a waiting call of their skill groups: it connects to them at once (they must be 接线). */
export const pickCallRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/queue/calls/:recordId/pick',
  access: 'session',
  permission: speech,
  params: z.object({ recordId: id }),
  response: ctiStateSchema,
})

/** The calls that rang at the agent and were not taken by them (missed, rejected), newest first. */
export const missedCallsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/calls/missed',
  access: 'session',
  permission: speech,
  response: z.array(unansweredCallSchema),
})

/** The calls whose callers hung up in the queue of the agent's skill groups, newest first. */
export const abandonedCallsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/calls/abandoned',
  access: 'session',
  permission: speech,
  response: z.array(unansweredCallSchema),
})

/** The agent's recent numbers, latest call first, one row a number: the dial pad's redial and recent list. */
export const recentNumbersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/calls/recent',
  access: 'session',
  permission: speech,
  response: z.array(recentNumberSchema),
})
