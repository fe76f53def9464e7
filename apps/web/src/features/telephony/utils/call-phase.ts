import type { CallSnapshot, CallStatus } from '@portal/contract'

/** What the agent can do with a call, by its status: the §4 values folded into the phases the widget shows. */
export const CALL_PHASES = {
  ringing: 'ringing',
  dialing: 'dialing',
  active: 'active',
  held: 'held',
  ended: 'ended',
} as const
export type CallPhase = (typeof CALL_PHASES)[keyof typeof CALL_PHASES]

/**
 * The phase of a call status.
 * @example callPhase('INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA') // 'held'
 */
export const callPhase = (status: CallStatus): CallPhase => {
  if (status === 'INBOUND_WAITING_FOR_ANSWER') return CALL_PHASES.ringing
  if (status === 'MANUAL_DIALING' || status === 'MANUAL_EARLY_MEDIA') return CALL_PHASES.dialing
  if (status.endsWith('NOT_ACTIVE') || status === 'MANUAL_CANCELING') return CALL_PHASES.ended
  return status.includes('ON_HOLD') ? CALL_PHASES.held : CALL_PHASES.active
}

/**
 * When a call's timer starts: its answer; before it, its ring (an inbound call's wait in the queue is not the
 * agent's), else its start (a dialled call rings from the dialling).
 * @example callTimerStart({ answeredAt: null, offeredAt: '…T02:09:57Z', startedAt: '…T02:08:27Z' }) // '…T02:09:57Z'
 */
export const callTimerStart = (call: Pick<CallSnapshot, 'answeredAt' | 'offeredAt' | 'startedAt'>): string =>
  call.answeredAt ?? call.offeredAt ?? call.startedAt
