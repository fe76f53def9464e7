import { useEffect, useRef } from 'react'

/**
 * While a call rings the focus sits on its 接听 button; once the ringing ends (answered, rejected or gone) it goes
 * back where it was, unless the agent has moved it elsewhere meanwhile.
 * @example const answerRef = useRingFocus(phase === 'ringing'); <Button ref={answerRef}>接听</Button>
 */
export const useRingFocus = (isRinging: boolean) => {
  const answerRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isRinging) return
    const before = document.activeElement
    const answer = answerRef.current
    answer?.focus()
    return () => {
      // The call's buttons change or go when the ringing ends, dropping the focus to the page's body.
      const now = document.activeElement
      const isUnmoved = now === null || now === document.body || now === answer
      if (isUnmoved && before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [isRinging])

  return answerRef
}
