import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from './when-idle'

/**
 * False until the page has shown what it mounted with and gone idle (see whenIdle), then true: a part the first
 * screen can do without (the telephony header, the push connection's watchers) mounts then. The switch is a
 * transition, so React mounts that part in short slices rather than one long task.
 * @example const isStarted = useIdleStart(); return isStarted ? <TelephonyHeader /> : null
 */
export const useIdleStart = (): boolean => {
  const [isStarted, setIsStarted] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setIsStarted(true))), [])
  return isStarted
}
