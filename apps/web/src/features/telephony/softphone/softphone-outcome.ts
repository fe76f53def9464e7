import type { SoftphoneEvent } from '@portal/contract'

/** Who ended a JsSIP session, as its `failed` and `ended` events say. */
export type SessionOriginator = 'local' | 'remote' | 'system'

/**
 * What to tell the CTI server about a SIP session that failed before it was established (JsSIP's `failed`), by
 * JsSIP's cause: the far end was busy, did not answer or refused; a caller who cancelled hung up; anything else is
 * a failure. Null when there is nothing to tell: the softphone ended it itself.
 * @example softphoneFailureEvent('Busy', 'remote', { isEndedByUs: false }) // 'busy'
 */
export function softphoneFailureEvent(
  cause: string,
  originator: SessionOriginator,
  { isEndedByUs }: { isEndedByUs: boolean },
): SoftphoneEvent | null {
  if (isEndedByUs) return null
  if (cause === 'Busy') return 'busy'
  if (cause === 'No Answer' || cause === 'Request Timeout' || cause === 'Unavailable') return 'noAnswer'
  if (cause === 'Rejected') return 'reject'
  if (cause === 'Canceled' && originator === 'remote') return 'hangup'
  return 'failed'
}

/**
 * What to tell the CTI server about an established SIP session that ended (JsSIP's `ended`): the far end hung up,
 * or the session broke (RTP timeout, a failed re-INVITE). Null when the softphone ended it itself.
 * @example softphoneEndEvent('remote', { isEndedByUs: false }) // 'hangup'
 */
export const softphoneEndEvent = (
  originator: SessionOriginator,
  { isEndedByUs }: { isEndedByUs: boolean },
): SoftphoneEvent | null => {
  if (isEndedByUs) return null
  return originator === 'remote' ? 'hangup' : 'failed'
}
