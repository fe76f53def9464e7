import { useEffect, useEffectEvent } from 'react'
import { useCallAction } from '../api/calls/call-action'
import { CALL_ALERT_MESSAGES, currentRingMessage } from './call-alert-messages'
import { focusAnswerButton } from './call-notification'

/** The agent's own call that rings now, and which ring of it. */
export type RingingCall = { callId: string; ringId: string }

/**
 * Obeys the ring notification's clicks that the service worker hands to this page: 接听 answers the call with the
 * same call command as the phone panel's 接听 button and its shortcut; a click on the body puts the focus on 接听.
 * Only for the ring that rings now on this agent's page: a click on an older ring's notification does nothing, and
 * the server checks the rest as for any answer.
 * @example useNotificationAnswer(ringing && { callId: ringing.callId, ringId })
 */
export const useNotificationAnswer = (ringing: RingingCall | null) => {
  const callAction = useCallAction()

  const handleMessage = useEffectEvent((data: unknown) => {
    const message = currentRingMessage(data, ringing?.ringId ?? null)
    if (!message || !ringing) return
    if (message.type === CALL_ALERT_MESSAGES.answer)
      callAction.mutate({ callId: ringing.callId, action: 'answer' })
    else focusAnswerButton()
  })

  useEffect(() => {
    // Only this origin's service workers can post here; there are none without service workers.
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
    if (!container) return
    const listener = (event: MessageEvent) => handleMessage(event.data)
    container.addEventListener('message', listener)
    // Messages wait until a page says it listens.
    container.startMessages()
    return () => container.removeEventListener('message', listener)
  }, [])
}
