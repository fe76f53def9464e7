import { GLOBAL_PHONE_PATTERN } from '../countries/phone-patterns'
import { DEFAULT_AGENT_PHONE_PATTERN, PHONE_MASK_KEEP, TEN_DIGIT_DIAL_PREFIX } from './telephony-constants'
import type { AgentSystemState, CallStatus, PresenceName, TelephoneDisplayStatus } from './telephony-states'

/**
 * A phone number as agents see it: the first 3 and the last 4 digits kept, the rest starred.
 * @example maskPhone('13812345678') // '138****5678'
 */
export function maskPhone(phone: string): string {
  const { head, tail } = PHONE_MASK_KEEP
  if (phone.length <= head + tail) return phone
  return phone.slice(0, head) + '*'.repeat(phone.length - head - tail) + phone.slice(-tail)
}

/**
 * The tenant's agent phone pattern from its regex source, or the default of §9 when it gives none (or a broken
 * one): the page checks a number with it, and the server again.
 * @example agentPhonePattern(null).test('13812345678') // true
 */
export function agentPhonePattern(source: string | null | undefined): RegExp {
  if (!source) return DEFAULT_AGENT_PHONE_PATTERN
  try {
    return new RegExp(source)
  } catch {
    return DEFAULT_AGENT_PHONE_PATTERN
  }
}

/**
 * The number actually dialled for what the agent typed: digits only, a 10-digit number with the prefix 52.
 * Undefined when it matches neither the 10-digit form nor the agent's phone pattern.
 * @example dialledNumber('13812345678') // '13812345678'; dialledNumber('5512345678') // '525512345678'
 */
export function dialledNumber(
  typed: string,
  pattern: RegExp = DEFAULT_AGENT_PHONE_PATTERN,
): string | undefined {
  const digits = typed.replace(/[\s-]/g, '')
  if (/^\d{10}$/.test(digits)) return TEN_DIGIT_DIAL_PREFIX + digits
  return pattern.test(digits) ? digits : undefined
}

/**
 * The number a call is transferred to on an outside line: any number of 4 to 16 digits (§9 global phone, a
 * landline too), a 10-digit one with the prefix 52. Undefined when it is none.
 * @example outsideLineNumber('021-8888 6666') // '02188886666'
 */
export const outsideLineNumber = (typed: string): string | undefined =>
  dialledNumber(typed, GLOBAL_PHONE_PATTERN)

/**
 * After-call work in whole seconds, rounded up and never below 0 (§9).
 * @example acwSeconds(1500) // 2
 */
export const acwSeconds = (milliseconds: number): number => Math.max(0, Math.ceil(milliseconds / 1000))

const CALL_DISPLAY: Partial<Record<CallStatus, TelephoneDisplayStatus>> = {
  INBOUND_WAITING_FOR_ANSWER: 'incoming',
  MANUAL_DIALING: 'dialing',
  MANUAL_EARLY_MEDIA: 'earlyMedia',
}

const AGENT_DISPLAY: Record<AgentSystemState, TelephoneDisplayStatus> = {
  READY: 'online',
  NOT_READY: 'outboundCall',
  IN_MONITOR: 'monitor',
  IN_CONFERENCE: 'monitor',
  AWAY: 'rest',
  ACW: 'afterCall',
  MANUAL_ACW: 'afterCall',
  OFFLINE: 'offline',
  SIP_OFFLINE: 'offline',
}

/**
 * The telephone status the header shows (§4): monitoring, a ringing, dialling or early-media call, a call in
 * progress (on the agent's own mobile when signed in with OUTPHONE), else by the agent's state.
 * @example telephoneDisplayStatus({ systemState: 'READY', callStatus: 'INBOUND_ACTIVE', listening: false, mobile: false }) // 'inCall'
 */
export function telephoneDisplayStatus(state: {
  systemState: AgentSystemState
  callStatus: CallStatus | null
  listening: boolean
  mobile: boolean
}): TelephoneDisplayStatus {
  if (state.listening) return 'monitor'
  const { callStatus } = state
  if (callStatus && !callStatus.endsWith('NOT_ACTIVE') && callStatus !== 'MANUAL_CANCELING') {
    return CALL_DISPLAY[callStatus] ?? (state.mobile ? 'mobile' : 'inCall')
  }
  return AGENT_DISPLAY[state.systemState]
}

/**
 * The outer status name of §4 for an agent's state, for the working desk and other readers.
 * @example presenceName('AWAY') // 'PRESENCE_WALKAWAY'
 */
export function presenceName(systemState: AgentSystemState): PresenceName {
  switch (systemState) {
    case 'READY':
      return 'PRESENCE_READY'
    case 'AWAY':
      return 'PRESENCE_WALKAWAY'
    case 'IN_MONITOR':
    case 'IN_CONFERENCE':
      return 'ONLINE_MONITORING'
    case 'OFFLINE':
    case 'SIP_OFFLINE':
      return 'LOGOUT'
    default:
      return 'PRESENCE_NOTREADY'
  }
}
