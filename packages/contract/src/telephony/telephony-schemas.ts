import { z } from 'zod'
import { callConsultSchema } from './call-transfer-schemas'
import {
  AGENT_CHOSEN_STATUS_VALUES,
  AGENT_SYSTEM_STATES,
  CALL_RESULTS,
  CALL_STATUSES,
  CALL_TYPES,
  MONITOR_MODES,
  PRESENCE_NAMES,
  SIGN_MODELS,
} from './telephony-states'
import { softphoneCallSchema } from './softphone-schemas'

/** A status the agent may choose: one of §3's values, with a tenant's rest reason for 小休 (SLEEP-{name}). */
export const agentStatusChoiceSchema = z.object({
  status: z.union(AGENT_CHOSEN_STATUS_VALUES.map((value) => z.literal(value))),
  restReason: z.string().trim().min(1).max(40).nullish(),
})
export type AgentStatusChoice = z.infer<typeof agentStatusChoiceSchema>

/** The agent as the CTI server keeps them: what they chose, what the system says, and what comes next. */
export const agentSnapshotSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  signedIn: z.boolean(),
  signModel: z.enum(SIGN_MODELS).nullable(),
  /** The agent's own mobile, masked, when signed in with OUTPHONE. */
  mobile: z.string().nullable(),
  chosenStatus: z.union(AGENT_CHOSEN_STATUS_VALUES.map((value) => z.literal(value))),
  restReason: z.string().nullable(),
  systemState: z.enum(AGENT_SYSTEM_STATES),
  presence: z.enum(PRESENCE_NAMES),
  /** When the current system state began (ISO). */
  stateSince: z.string(),
  /** When after-call work ends by itself (ISO), while in ACW. */
  acwEndsAt: z.string().nullable(),
  /** When a rest ends by itself at the tenant's limit (ISO), while resting. */
  restEndsAt: z.string().nullable(),
  /** The status queued for when the current call and its after-call work end ("rest after this call"). */
  nextStatus: agentStatusChoiceSchema.nullable(),
  /** Why the system last changed the agent's state without being asked, as a text key (a missed call, silence). */
  systemReason: z.string().nullable(),
  /** Whether the agent's calls run over the browser softphone on a real SIP network (SIPPHONE on a SIP tenant). */
  softphone: z.boolean(),
})
export type AgentSnapshot = z.infer<typeof agentSnapshotSchema>

/** The customer a call is with, for the screen-pop. */
export const callCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  identity: z.string(),
  tags: z.array(z.string()),
})
export type CallCustomer = z.infer<typeof callCustomerSchema>

/** Someone else on the call besides the agent and the customer. */
export const callParticipantSchema = z.object({
  accountId: z.string().nullable(),
  name: z.string(),
  role: z.enum(['MONITOR', 'INVITEE', 'OUTSIDE_LINE']),
  monitorMode: z.enum(MONITOR_MODES).nullable(),
})

/** A call as one agent sees it (§3 call widget state and call info, in one shape). */
export const callSnapshotSchema = z.object({
  callId: z.string(),
  callType: z.enum(CALL_TYPES),
  callStatus: z.enum(CALL_STATUSES),
  /** The communicate record the call writes (§7 communicate save/update/finish). */
  callRecordId: z.string(),
  /** The customer's number, masked (§9). */
  phoneNumber: z.string(),
  phoneNumberAddress: z.string(),
  did: z.string(),
  didNumberName: z.string(),
  skillsetName: z.string().nullable(),
  customer: callCustomerSchema.nullable(),
  outboundTaskId: z.string().nullable(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  muted: z.boolean(),
  /** The agent whose call this is (for a supervisor's view of it). */
  agentAccountId: z.string(),
  agentName: z.string(),
  participants: z.array(callParticipantSchema),
  /** Whether the viewer is on it as a listening or joined supervisor (§4 listening and joining flags). */
  listening: z.boolean(),
  joining: z.boolean(),
  result: z.enum(CALL_RESULTS).nullable(),
  /** The agent's own call on the browser softphone (a tenant on a SIP network); null otherwise. */
  softphone: softphoneCallSchema.nullable(),
  /** When the call last began ringing for its agent (ISO): an inbound call's ring, not its time in the queue. */
  offeredAt: z.string().nullable(),
  /** When the agent put the call on hold (ISO), while it is held. */
  heldAt: z.string().nullable(),
  /** A call-back request: the caller left their number and hung up; answering it calls them back. */
  isCallbackRequest: z.boolean(),
  /** Whether an incoming call of this call's skill group opens the phone panel: the group's rule, else the tenant's. */
  popsUp: z.boolean(),
  /** The wrap-up codes this call offers (its skill group's); null offers all of the tenant's. */
  wrapUpCodes: z.array(z.string()).nullable(),
})
export type CallSnapshot = z.infer<typeof callSnapshotSchema>

/** A three-party invitation waiting for the invitee (§2 multi-party session invitation). */
export const callInvitationSchema = z.object({
  id: z.string(),
  callId: z.string(),
  fromStaffName: z.string(),
  content: z.string(),
})
export type CallInvitation = z.infer<typeof callInvitationSchema>

/**
 * Everything the call widget shows for one account, whole: pages replace theirs with it, so no tab can keep a
 * ghost call. `version` grows with every change, so a page ignores an older state arriving late.
 */
export const ctiStateSchema = z.object({
  version: z.number().int(),
  agent: agentSnapshotSchema,
  call: callSnapshotSchema.nullable(),
  invitation: callInvitationSchema.nullable(),
  /** A consult this agent makes or is asked into (a warm transfer); absent when there is none. */
  consult: callConsultSchema.nullable().optional(),
})
export type CtiState = z.infer<typeof ctiStateSchema>

/** A skill group's queue as a supervisor or agent sees it. */
export const queueSummarySchema = z.object({
  skillGroupId: z.string(),
  name: z.string(),
  waiting: z.number().int(),
  readyAgents: z.number().int(),
  /** Since when the longest-waiting call of the queue waits (ISO); null when none waits. */
  longestWaitSince: z.string().nullable(),
})
export type QueueSummary = z.infer<typeof queueSummarySchema>

/** One agent of the tenant, for a supervisor's list and the invite picker. */
export const agentSummarySchema = z.object({
  accountId: z.string(),
  name: z.string(),
  systemState: z.enum(AGENT_SYSTEM_STATES),
  restReason: z.string().nullable(),
  /** When the agent's state began (ISO); null for an agent not signed in. */
  stateSince: z.string().nullable(),
  call: callSnapshotSchema.nullable(),
})
export type AgentSummary = z.infer<typeof agentSummarySchema>

/** A finished or running call's record (§7 communicate records, call history). */
export const callRecordSchema = z.object({
  id: z.string(),
  callId: z.string(),
  callType: z.enum(CALL_TYPES),
  phoneNumber: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  agentAccountId: z.string().nullable(),
  agentName: z.string().nullable(),
  skillsetName: z.string().nullable(),
  outboundTaskId: z.string().nullable(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  result: z.enum(CALL_RESULTS).nullable(),
  acwDuration: z.number().int().nullable(),
  note: z.string(),
  /** Raised by each save of the note: the guard against a stale overwrite. */
  noteVersion: z.number().int(),
  /** The call's wrap-up code, one of the tenant's, once chosen. */
  wrapUpCode: z.string().nullable(),
  /** The caller's answer to the satisfaction survey; null when not surveyed or no answer. */
  surveyScore: z.number().int().nullable(),
  participants: z.array(z.object({ role: z.string(), name: z.string() })),
})
export type CallRecord = z.infer<typeof callRecordSchema>

/** A number the tenant calls out from (§7 DID numbers, outbound numbers). */
export const didNumberSchema = z.object({ number: z.string(), name: z.string() })
export type DidNumber = z.infer<typeof didNumberSchema>

/** A call waiting in one of the agent's skill groups (the desk's queue view), which they may pick. */
export const waitingCallSchema = z.object({
  recordId: z.string(),
  skillGroupId: z.string(),
  skillsetName: z.string(),
  /** Masked (§9). */
  phoneNumber: z.string(),
  customerName: z.string().nullable(),
  queuedAt: z.string(),
  /** How many times it was offered to this agent already. */
  offersToMe: z.number().int(),
})
export type WaitingCall = z.infer<typeof waitingCallSchema>

/** How a call was not taken: it rang out at the agent, they refused it, or its caller hung up in the queue. */
export const UNANSWERED_KINDS = ['missed', 'rejected', 'abandoned'] as const
export type UnansweredKind = (typeof UNANSWERED_KINDS)[number]

/** A call the agent did not take, or one abandoned in their skill groups' queue, and its call-back if any. */
export const unansweredCallSchema = z.object({
  recordId: z.string(),
  kind: z.enum(UNANSWERED_KINDS),
  /** When it rang at the agent (missed, rejected), or when the caller hung up (abandoned). */
  at: z.string(),
  phoneNumber: z.string(),
  customerName: z.string().nullable(),
  skillsetName: z.string().nullable(),
  /** Whether someone else answered it after all. */
  isAnsweredByOther: z.boolean(),
  /** The latest call back to it: when, by whom. */
  calledBackAt: z.string().nullable(),
  calledBackBy: z.string().nullable(),
})
export type UnansweredCall = z.infer<typeof unansweredCallSchema>

/** One of the agent's recent numbers (the dial pad's redial and recent list), called again by its record. */
export const recentNumberSchema = z.object({
  recordId: z.string(),
  callType: z.enum(CALL_TYPES),
  phoneNumber: z.string(),
  customerName: z.string().nullable(),
  startedAt: z.string(),
})
export type RecentNumber = z.infer<typeof recentNumberSchema>
