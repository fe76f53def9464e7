import type { CallResult, CallSnapshot, CtiState } from '@portal/contract'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast, type ToastKind } from '@/lib/ui/toast'
import { CALL_PHASES, callPhase } from '../utils/call-phase'

/** The endings that are not the agent's own hang-up, said as they happen: a dialled call's failures and the transfers. */
const OUTCOMES: Partial<Record<CallResult, { kind: ToastKind; dialledOnly: boolean }>> = {
  busy: { kind: 'warning', dialledOnly: true },
  noAnswer: { kind: 'warning', dialledOnly: true },
  rejected: { kind: 'warning', dialledOnly: true },
  failed: { kind: 'error', dialledOnly: true },
  transferredOutside: { kind: 'success', dialledOnly: false },
  transferredSatisfaction: { kind: 'success', dialledOnly: false },
}

const outcomeOf = (call: CallSnapshot) => {
  // A supervisor's view of someone else's call says nothing: it is the agent's call.
  if (call.listening || call.joining) return undefined
  const outcome = call.result ? OUTCOMES[call.result] : undefined
  return outcome && (!outcome.dialledOnly || call.callType === 'MANUAL') ? outcome : undefined
}

/**
 * Tells the agent what happened when their call ends by itself or is transferred (busy, no answer, refused, the
 * two transfers), rather than only dropping into after-call work: once, when a call this page saw live ends.
 * A page opened on an ended call says nothing (it did not see it happen).
 */
export const useCallOutcomeNotice = (state: CtiState | undefined) => {
  const { t } = useTranslation('telephony')
  const liveCallId = useRef<string | null>(null)
  const call = state?.call ?? null

  useEffect(() => {
    if (!call) return
    if (callPhase(call.callStatus) !== CALL_PHASES.ended) {
      liveCallId.current = call.callId
      return
    }
    if (liveCallId.current !== call.callId) return
    liveCallId.current = null
    const outcome = outcomeOf(call)
    if (outcome && call.result) showToast(outcome.kind, t(`outcome.${call.result}`))
  }, [call, t])
}
