import { useEffect, useState } from 'react'

/** The Web Lock whose holder owns the browser's softphone: the microphone, the call's audio and the SIP UA. */
export const SOFTPHONE_LOCK = 'portal-softphone'

/**
 * Whether this tab holds the media lease. Exactly one tab of the browser holds it, for as long as it lives (or
 * until it stops needing it); the others wait in line, and the next takes it when the holder closes.
 * @example const isOwner = useMediaLease(state.agent.softphone)
 */
export const useMediaLease = (isWanted: boolean) => {
  const [isOwner, setIsOwner] = useState(false)

  useEffect(() => {
    if (!isWanted || !navigator.locks) return
    const abort = new AbortController()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    navigator.locks
      .request(SOFTPHONE_LOCK, { signal: abort.signal }, () => {
        setIsOwner(true)
        return held
      })
      .catch(() => undefined)
    return () => {
      abort.abort()
      release()
      setIsOwner(false)
    }
  }, [isWanted])

  return isOwner
}
