/**
 * The vocabularies of §3 and §4 for agents and calls. The server owns every value; pages only show them.
 */

/** What the agent chose in the status switcher (§3 agent status choices), by the value the spec gives it. */
export const AGENT_CHOSEN_STATUSES = {
  /** 接线 */
  READY: 3,
  /** 小休, also SLEEP-{name} for a tenant's rest reasons */
  SLEEP: 2,
  /** 挂起 */
  HANG_OFF: 4,
  /** 离线 */
  NOT_CONNECTED: 0,
} as const
export type AgentChosenStatusName = keyof typeof AGENT_CHOSEN_STATUSES
export type AgentChosenStatus = (typeof AGENT_CHOSEN_STATUSES)[AgentChosenStatusName]
export const AGENT_CHOSEN_STATUS_VALUES = Object.values(AGENT_CHOSEN_STATUSES) as [
  AgentChosenStatus,
  ...AgentChosenStatus[],
]

/** The state the system keeps for an agent (§4 user statuses), apart from the call they may be on. */
export const AGENT_SYSTEM_STATES = [
  'OFFLINE',
  'SIP_OFFLINE',
  'READY',
  'NOT_READY',
  'AWAY',
  'ACW',
  'MANUAL_ACW',
  'IN_MONITOR',
  'IN_CONFERENCE',
] as const
export type AgentSystemState = (typeof AGENT_SYSTEM_STATES)[number]

/** The outer status names of §4, which other systems (the working desk, a wallboard) read. */
export const PRESENCE_NAMES = [
  'PRESENCE_READY',
  'PRESENCE_NOTREADY',
  'ONLINE_MONITORING',
  'PRESENCE_WALKAWAY',
  'LOGIN',
  'LOGOUT',
  'RE_LOGIN',
] as const
export type PresenceName = (typeof PRESENCE_NAMES)[number]

/** Every call status value of §4. */
export const CALL_STATUSES = [
  'INBOUND_WAITING_FOR_ANSWER',
  'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA',
  'INBOUND_ACTIVE',
  'INBOUND_ON_HOLD',
  'INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA',
  'INBOUND_NOT_ACTIVE',
  'MANUAL_DIALING',
  'MANUAL_EARLY_MEDIA',
  'MANUAL_ACTIVE',
  'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA',
  'MANUAL_ON_HOLD',
  'MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA',
  'MANUAL_NOT_ACTIVE',
  'MANUAL_CANCELING',
] as const
export type CallStatus = (typeof CALL_STATUSES)[number]

/** The statuses after which a call is over for the agent. */
export const ENDED_CALL_STATUSES = [
  'INBOUND_NOT_ACTIVE',
  'MANUAL_NOT_ACTIVE',
  'MANUAL_CANCELING',
] as const satisfies readonly CallStatus[]

/** NULL: no call; INBOUND: a call that came in; MANUAL: a call the agent dialled. */
export const CALL_TYPES = ['NULL', 'INBOUND', 'MANUAL'] as const
export type CallType = (typeof CALL_TYPES)[number]

/** How an agent signs in to take calls: on their own mobile (OUTPHONE) or the browser softphone (SIPPHONE). */
export const SIGN_MODELS = ['OUTPHONE', 'SIPPHONE'] as const
export type SignModel = (typeof SIGN_MODELS)[number]

/** The telephone status the header shows (§4 displayed telephone status). */
export const TELEPHONE_DISPLAY_STATUSES = [
  'mobile',
  'monitor',
  'incoming',
  'inCall',
  'dialing',
  'earlyMedia',
  'online',
  'outboundCall',
  'rest',
  'afterCall',
  'offline',
] as const
export type TelephoneDisplayStatus = (typeof TELEPHONE_DISPLAY_STATUSES)[number]

/** A participant's role on a call. */
export const PARTICIPANT_ROLES = ['AGENT', 'CUSTOMER', 'MONITOR', 'INVITEE', 'OUTSIDE_LINE'] as const
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number]

/** How a call ended, kept on its record. */
export const CALL_RESULTS = [
  'answered',
  'busy',
  'noAnswer',
  'rejected',
  'cancelled',
  'abandoned',
  'transferredOutside',
  'transferredSatisfaction',
  'failed',
  'transferred',
] as const
export type CallResult = (typeof CALL_RESULTS)[number]

/** A supervisor on a call: listening only, or joined into it. */
export const MONITOR_MODES = ['LISTENING', 'JOINED'] as const
export type MonitorMode = (typeof MONITOR_MODES)[number]

/** The agent's commands on their own call. */
export const CALL_ACTIONS = ['answer', 'reject', 'hangup', 'hold', 'resume', 'mute', 'unmute'] as const
export type CallAction = (typeof CALL_ACTIONS)[number]

/** The invitee's answers to a three-party invitation (§2): agree and enter, agree, refuse. */
export const INVITATION_ANSWERS = ['agreeEnter', 'agree', 'refuse'] as const
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number]

/**
 * A skill group's after-call work: none, time-boxed (ends by itself after its seconds, the agent may extend) or
 * mandatory (ends only once the call has a wrap-up code).
 */
export const ACW_MODES = ['OFF', 'TIMED', 'MANDATORY'] as const
export type AcwMode = (typeof ACW_MODES)[number]
/** A call record's status on the server: a call status of §4, or QUEUED while it waits in a skill group. */
export const CALL_RECORD_STATUSES = ['QUEUED', ...CALL_STATUSES] as const
export type CallRecordStatus = (typeof CALL_RECORD_STATUSES)[number]
