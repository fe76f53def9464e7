import { useEffect, useRef } from 'react'
import { isTypingTarget } from '@/lib/shortcuts/typing-target'
import { dtmfRuns, isDtmfKey } from '../utils/dial-string'

/**
 * While the call's keypad is open, the keys 0-9, * and # typed anywhere outside a field are pressed on it, and a
 * pasted text gives its keys in order (an extension, a PIN); each run reaches `onKeys`.
 * @example useTypedDtmf((digits) => sendDtmf.mutate({ callId, digits }))
 */
export const useTypedDtmf = (onKeys: (digits: string) => void) => {
  const onKeysRef = useRef(onKeys)
  useEffect(() => {
    onKeysRef.current = onKeys
  })

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const isPlain = !event.ctrlKey && !event.metaKey && !event.altKey
      if (event.defaultPrevented || !isPlain || isTypingTarget(event.target) || !isDtmfKey(event.key)) return
      event.preventDefault()
      onKeysRef.current(event.key)
    }
    const handlePaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target)) return
      const runs = dtmfRuns(event.clipboardData?.getData('text') ?? '')
      if (runs.length === 0) return
      event.preventDefault()
      runs.forEach((run) => onKeysRef.current(run))
    }
    window.addEventListener('keydown', handleKeyDown)
    window.addEventListener('paste', handlePaste)
    return () => {
      window.removeEventListener('keydown', handleKeyDown)
      window.removeEventListener('paste', handlePaste)
    }
  }, [])
}
