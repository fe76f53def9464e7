import type { CallSnapshot, SipDialog } from '@portal/contract'
import { CALL_PHASES, callPhase } from '../utils/call-phase'
import { isReplaceable } from './sip-dialog'

/**
 * How the softphone takes up a call of the agent's that it holds no SIP session of: it dials a call the agent is
 * placing (`place`); it takes over, by Replaces, a connected call whose audio another tab held (`takeOver`); it
 * gives up a call another tab was still dialling (`giveUp`, nothing could replace it). A dialog of a SIP call
 * that is reaching this softphone right now (`arriving`, by SIP Call-ID) is its own: nothing is taken over.
 * @example softphoneStartOf(call, new Set()) // 'takeOver' for an active call with a replaceable dialog
 */
export function softphoneStartOf(
  call: CallSnapshot,
  arriving: ReadonlySet<string>,
): { kind: 'place'; target: string } | { kind: 'takeOver'; dialog: SipDialog } | { kind: 'giveUp' } | null {
  const phase = callPhase(call.callStatus)
  const { target, dialog } = call.softphone ?? { target: null, dialog: null }
  if (call.callStatus === 'MANUAL_DIALING' && target && !dialog) return { kind: 'place', target }
  const isConnected = phase === CALL_PHASES.active || phase === CALL_PHASES.held
  if (isConnected && dialog && isReplaceable(dialog) && !arriving.has(dialog.callId))
    return { kind: 'takeOver', dialog }
  if (phase === CALL_PHASES.dialing && dialog) return { kind: 'giveUp' }
  return null
}
