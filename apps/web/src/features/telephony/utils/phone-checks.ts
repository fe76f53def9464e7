import { dialledNumber, outsideLineNumber, type MessageKey } from '@portal/contract'

/**
 * The contract rule for a number the agent dials or transfers to: 10 digits (which get 52) or the agent phone
 * pattern, else telephony.invalidPhone.
 * @example dialledNumberCheck(/^1[3-9]\d{9}$/)('123') // 'telephony.invalidPhone'
 */
export const dialledNumberCheck =
  (pattern: RegExp) =>
  (value: string | undefined): MessageKey | null =>
    dialledNumber(value ?? '', pattern) ? null : 'telephony.invalidPhone'

/**
 * The contract rule for the agent's own mobile when signing in with OUTPHONE: the agent phone pattern.
 * @example agentMobileCheck(/^1[3-9]\d{9}$/)('13812345678') // null
 */
export const agentMobileCheck =
  (pattern: RegExp) =>
  (value: string | undefined): MessageKey | null =>
    pattern.test((value ?? '').trim()) ? null : 'telephony.invalidPhone'

/**
 * The contract rule for an outside line a call is transferred to: 4 to 16 digits (a landline too).
 * @example outsideLineCheck('02188886666') // null
 */
export const outsideLineCheck = (value: string | undefined): MessageKey | null =>
  outsideLineNumber(value ?? '') ? null : 'telephony.invalidPhone'
