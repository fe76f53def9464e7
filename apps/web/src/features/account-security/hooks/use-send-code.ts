import { SMS_RESEND_COUNTDOWN_S } from '@portal/contract'
import { useState } from 'react'
import { useCountdown } from '@/lib/hooks/use-countdown'

/**
 * A send-code button's life (spec §4): sending, then a 60 s countdown, then "get again". `send` runs the request
 * and starts the countdown when it succeeds; a failure is the caller's to show.
 * @example const code = useSendCode(); await code.send(() => sendLoginSmsCode(phone)); <SendCodeButton {...code.button} />
 */
export const useSendCode = (countdownSeconds = SMS_RESEND_COUNTDOWN_S) => {
  const { secondsLeft, hasStarted, start } = useCountdown()
  const [isSending, setIsSending] = useState(false)

  const send = async (request: () => Promise<unknown>): Promise<void> => {
    setIsSending(true)
    try {
      await request()
      start(countdownSeconds)
    } finally {
      setIsSending(false)
    }
  }

  return { send, button: { hasSent: hasStarted, secondsLeft, isSending } }
}
