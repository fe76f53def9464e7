import type { CallAction, CallSnapshot, CtiState } from '@portal/contract'
import { useShortcuts } from '@/lib/shortcuts/use-shortcuts'
import { useCallAction } from '../api/calls/call-action'
import { CALL_PHASES, callPhase } from '../utils/call-phase'

const isAfterCallWork = (state: CtiState['agent']['systemState']) => state === 'ACW' || state === 'MANUAL_ACW'

type CallShortcutActions = Partial<Record<'answer' | 'reject' | 'hangUp' | 'hold' | 'mute', CallAction>>

// The action of each call shortcut by the call's phase, as the panel's buttons offer them.
const actionOf = (call: CallSnapshot): CallShortcutActions => {
  const phase = callPhase(call.callStatus)
  const isConnected = phase === CALL_PHASES.active || phase === CALL_PHASES.held
  const of = (action: CallAction, when: boolean) => (when ? action : undefined)
  return {
    answer: of('answer', phase === CALL_PHASES.ringing),
    reject: of('reject', phase === CALL_PHASES.ringing),
    hangUp: of('hangup', isConnected || phase === CALL_PHASES.dialing),
    hold: isConnected ? (phase === CALL_PHASES.held ? 'resume' : 'hold') : undefined,
    mute: isConnected ? (call.muted ? 'unmute' : 'mute') : undefined,
  }
}

/**
 * The call's keyboard shortcuts (answer, reject, hang up, hold/resume, mute/unmute), running the same call command
 * as the phone panel's buttons, and the dial pad's, which `onDialPad` opens while the agent is free. A supervisor
 * listening or joined has their own buttons and no shortcut.
 * @example useCallShortcuts(state, liveCall, openDialPad)
 */
export const useCallShortcuts = (state: CtiState, liveCall: CallSnapshot | null, onDialPad: () => void) => {
  const callAction = useCallAction()
  const isOwnCall = liveCall !== null && !liveCall.listening && !liveCall.joining
  const actions: CallShortcutActions = isOwnCall ? actionOf(liveCall) : {}
  // Unlike the buttons, a key is not held back while an earlier command is on its way: the agent pressed it after
  // seeing the call's state, and the server refuses what that state does not allow.
  const run = (action: CallAction | undefined) =>
    action && liveCall ? () => callAction.mutate({ callId: liveCall.callId, action }) : undefined
  const isFree = !liveCall && state.agent.signedIn && !isAfterCallWork(state.agent.systemState)

  useShortcuts({
    answer: run(actions.answer),
    reject: run(actions.reject),
    hangUp: run(actions.hangUp),
    hold: run(actions.hold),
    mute: run(actions.mute),
    dialPad: isFree ? onDialPad : undefined,
  })
}
