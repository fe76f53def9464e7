import { PHONE_HIDE_DELAY_AFTER_ANSWER_MS, type CallSnapshot } from '@portal/contract'
import { useEffect, useState } from 'react'
import { CALL_PHASES, callPhase, type CallPhase } from '../utils/call-phase'

type Seen = { callId: string | null; phase: CallPhase | null; listening: boolean; isInbound: boolean }

const seenOf = (call: CallSnapshot | null): Seen => ({
  callId: call?.callId ?? null,
  phase: call ? callPhase(call.callStatus) : null,
  listening: call?.listening ?? false,
  isInbound: call?.callType === 'INBOUND',
})

// A ringing call (when the tenant pops it up), a call being dialled, or a call being listened to opens the panel.
const opensPanel = (seen: Seen, popUpIncoming: boolean) =>
  (seen.phase === CALL_PHASES.ringing && popUpIncoming) ||
  seen.phase === CALL_PHASES.dialing ||
  seen.listening

/**
 * Whether the phone panel is open (§4): it opens by itself for a ringing or auto-answered call (if the tenant's
 * popup is on), a call being dialled and a call being listened to, and hides 1 s after the call is answered, except while
 * listening or once the call has moved on (held, ended) within that second. The agent can open and close it at any
 * time, and a panel they open stays open.
 */
export const usePhonePanel = (call: CallSnapshot | null, popUpIncoming: boolean) => {
  const current = seenOf(call)
  const [seen, setSeen] = useState(current)
  const [isOpen, setIsOpen] = useState(() => opensPanel(current, popUpIncoming))
  const [answered, setAnswered] = useState<string | null>(null)

  if (
    current.callId !== seen.callId ||
    current.phase !== seen.phase ||
    current.listening !== seen.listening
  ) {
    setSeen(current)
    // An auto-answered call arrives already active: it pops up as a ringing one would (§4).
    const isAutoAnswered =
      current.callId !== seen.callId && current.isInbound && current.phase === CALL_PHASES.active
    if (opensPanel(current, popUpIncoming) || (isAutoAnswered && popUpIncoming)) setIsOpen(true)
    // Answered now, by the agent or by itself: the panel hides a second later either way.
    const wasWaiting = seen.phase === CALL_PHASES.ringing || seen.phase === CALL_PHASES.dialing
    if ((wasWaiting || isAutoAnswered) && current.phase === CALL_PHASES.active && !current.listening)
      setAnswered(current.callId)
    // The answered call moved on within the second (held, ended into its wrap-up): the agent is at work in the
    // panel, which stays as it is.
    else if (answered) setAnswered(null)
  }

  useEffect(() => {
    if (!answered) return
    const timer = setTimeout(() => {
      setIsOpen(false)
      setAnswered(null)
    }, PHONE_HIDE_DELAY_AFTER_ANSWER_MS)
    return () => clearTimeout(timer)
  }, [answered])

  // The agent's own open or close wins over a hide still pending: a panel opened by hand stays open.
  const setIsOpenByAgent = (open: boolean) => {
    setAnswered(null)
    setIsOpen(open)
  }
  return { isOpen, setIsOpen: setIsOpenByAgent }
}
