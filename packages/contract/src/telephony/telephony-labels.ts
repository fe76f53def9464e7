import type { Locale } from '../core/locales'
import type {
  AgentChosenStatusName,
  AgentSystemState,
  CallRecordStatus,
  CallResult,
  CallType,
  TelephoneDisplayStatus,
} from './telephony-states'
import type { UnansweredKind } from './telephony-schemas'
import type { TransferMode, TransferStatus } from './call-transfer-schemas'

/** One state's label in every language. */
export type StateLabel = Readonly<Record<Locale, string>>

/**
 * The one label of each agent state, used by the switcher, the header, the desk, the board and reports. The spec
 * names four of them (§3 agent status choices): 接线 (READY), 小休 (SLEEP, kept as AWAY), 挂起 (HANG_OFF, kept as
 * NOT_READY), 离线 (NOT_CONNECTED, kept as OFFLINE).
 */
export const AGENT_STATE_LABELS = {
  OFFLINE: { 'zh-CN': '离线', 'en-US': 'Offline' },
  SIP_OFFLINE: { 'zh-CN': '软电话离线', 'en-US': 'Softphone offline' },
  READY: { 'zh-CN': '接线', 'en-US': 'Ready' },
  NOT_READY: { 'zh-CN': '挂起', 'en-US': 'Not ready' },
  AWAY: { 'zh-CN': '小休', 'en-US': 'Rest' },
  ACW: { 'zh-CN': '话后处理', 'en-US': 'After-call work' },
  MANUAL_ACW: { 'zh-CN': '手动话后处理', 'en-US': 'Manual after-call work' },
  IN_MONITOR: { 'zh-CN': '监听中', 'en-US': 'Monitoring' },
  IN_CONFERENCE: { 'zh-CN': '多方通话', 'en-US': 'In conference' },
} as const satisfies Record<AgentSystemState, StateLabel>

/** The switcher's choices (§3) are agent states, so they carry the same labels. */
export const AGENT_CHOSEN_STATUS_LABELS = {
  READY: AGENT_STATE_LABELS.READY,
  SLEEP: AGENT_STATE_LABELS.AWAY,
  HANG_OFF: AGENT_STATE_LABELS.NOT_READY,
  NOT_CONNECTED: AGENT_STATE_LABELS.OFFLINE,
} as const satisfies Record<AgentChosenStatusName, StateLabel>

/** The one label of each call record status, as the board, the desk and the customer's history show it. */
export const CALL_STATUS_LABELS = {
  QUEUED: { 'zh-CN': '排队中', 'en-US': 'Queued' },
  INBOUND_WAITING_FOR_ANSWER: { 'zh-CN': '来电', 'en-US': 'Incoming' },
  INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA: { 'zh-CN': '通话中', 'en-US': 'In call' },
  INBOUND_ACTIVE: { 'zh-CN': '通话中', 'en-US': 'In call' },
  INBOUND_ON_HOLD: { 'zh-CN': '保持中', 'en-US': 'On hold' },
  INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA: { 'zh-CN': '保持中', 'en-US': 'On hold' },
  INBOUND_NOT_ACTIVE: { 'zh-CN': '已结束', 'en-US': 'Ended' },
  MANUAL_DIALING: { 'zh-CN': '呼叫中', 'en-US': 'Dialling' },
  MANUAL_EARLY_MEDIA: { 'zh-CN': '振铃中', 'en-US': 'Ringing' },
  MANUAL_ACTIVE: { 'zh-CN': '通话中', 'en-US': 'In call' },
  MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA: { 'zh-CN': '通话中', 'en-US': 'In call' },
  MANUAL_ON_HOLD: { 'zh-CN': '保持中', 'en-US': 'On hold' },
  MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA: { 'zh-CN': '保持中', 'en-US': 'On hold' },
  MANUAL_NOT_ACTIVE: { 'zh-CN': '已结束', 'en-US': 'Ended' },
  MANUAL_CANCELING: { 'zh-CN': '取消中', 'en-US': 'Cancelling' },
} as const satisfies Record<CallRecordStatus, StateLabel>

/** The one label of each way a call ended. */
export const CALL_RESULT_LABELS = {
  answered: { 'zh-CN': '已接通', 'en-US': 'Answered' },
  busy: { 'zh-CN': '占线', 'en-US': 'Busy' },
  noAnswer: { 'zh-CN': '无人接听', 'en-US': 'No answer' },
  rejected: { 'zh-CN': '已拒接', 'en-US': 'Rejected' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
  abandoned: { 'zh-CN': '已放弃', 'en-US': 'Abandoned' },
  transferredOutside: { 'zh-CN': '已转外线', 'en-US': 'Transferred outside' },
  transferredSatisfaction: { 'zh-CN': '已转满意度', 'en-US': 'Transferred to survey' },
  failed: { 'zh-CN': '失败', 'en-US': 'Failed' },
  transferred: { 'zh-CN': '已转接', 'en-US': 'Transferred' },
} as const satisfies Record<CallResult, StateLabel>

/** The one label of each way a call is handed on, as the transfer dialog's buttons name them. */
export const TRANSFER_MODE_LABELS = {
  BLIND: { 'zh-CN': '直接转接', 'en-US': 'Blind transfer' },
  CONSULT: { 'zh-CN': '咨询', 'en-US': 'Consult' },
} as const satisfies Record<TransferMode, StateLabel>

/** The one label of each state of a transfer or consult (a leg of a call's record). */
export const TRANSFER_STATUS_LABELS = {
  RINGING: CALL_STATUS_LABELS.MANUAL_EARLY_MEDIA,
  CONSULTING: { 'zh-CN': '咨询中', 'en-US': 'Consulting' },
  COMPLETED: CALL_RESULT_LABELS.transferred,
  CONFERENCED: { 'zh-CN': '已转为三方通话', 'en-US': 'Turned into a conference' },
  CANCELLED: CALL_RESULT_LABELS.cancelled,
  REFUSED: CALL_RESULT_LABELS.rejected,
  UNANSWERED: CALL_RESULT_LABELS.noAnswer,
  HANDED_OVER: CALL_RESULT_LABELS.transferred,
  REFERRING: { 'zh-CN': '转接中', 'en-US': 'Transferring' },
  FAILED: { 'zh-CN': '转接失败', 'en-US': 'Transfer failed' },
} as const satisfies Record<TransferStatus, StateLabel>

/** The one label of each call direction. */
export const CALL_TYPE_LABELS = {
  NULL: { 'zh-CN': '无通话', 'en-US': 'No call' },
  INBOUND: { 'zh-CN': '呼入', 'en-US': 'Inbound' },
  MANUAL: { 'zh-CN': '呼出', 'en-US': 'Outbound' },
} as const satisfies Record<CallType, StateLabel>

/**
 * The header's telephone status, with §4's displayed names as the spec gives them: READY shows as online and
 * NOT_READY as outbound-call. The others are a call's or an agent's state and take that state's one label.
 */
export const TELEPHONE_DISPLAY_LABELS = {
  mobile: { 'zh-CN': '手机通话', 'en-US': 'On mobile' },
  monitor: AGENT_STATE_LABELS.IN_MONITOR,
  incoming: CALL_STATUS_LABELS.INBOUND_WAITING_FOR_ANSWER,
  inCall: CALL_STATUS_LABELS.INBOUND_ACTIVE,
  dialing: CALL_STATUS_LABELS.MANUAL_DIALING,
  earlyMedia: CALL_STATUS_LABELS.MANUAL_EARLY_MEDIA,
  online: { 'zh-CN': '在线', 'en-US': 'Online' },
  outboundCall: { 'zh-CN': '外呼', 'en-US': 'Outbound call' },
  rest: AGENT_STATE_LABELS.AWAY,
  afterCall: AGENT_STATE_LABELS.ACW,
  offline: AGENT_STATE_LABELS.OFFLINE,
} as const satisfies Record<TelephoneDisplayStatus, StateLabel>

/** The kinds of a call not taken (the desk's lists): a ring-out, and the results of a refusal and a caller giving up. */
export const UNANSWERED_KIND_LABELS = {
  missed: { 'zh-CN': '未接', 'en-US': 'Missed' },
  rejected: CALL_RESULT_LABELS.rejected,
  abandoned: CALL_RESULT_LABELS.abandoned,
} as const satisfies Record<UnansweredKind, StateLabel>

/** A queued call that is a call-back request (the caller left their number), as the phone panel names it. */
export const CALLBACK_REQUEST_LABEL = {
  'zh-CN': '回拨请求',
  'en-US': 'Call-back request',
} as const satisfies StateLabel

/**
 * A call record's status for a screen: how it ended when it has, else where it is; undefined for a value that is
 * neither, so the caller never shows a raw one.
 * @example callStatusLabel('QUEUED', 'zh-CN') // '排队中'; callStatusLabel('answered', 'en-US') // 'Answered'
 */
export const callStatusLabel = (value: string, locale: Locale): string | undefined => {
  const labels: Record<string, StateLabel> = { ...CALL_STATUS_LABELS, ...CALL_RESULT_LABELS }
  return Object.hasOwn(labels, value) ? labels[value]?.[locale] : undefined
}
