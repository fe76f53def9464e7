import { useEffect, useEffectEvent } from 'react'
import type { PushListener } from './push-client'
import { pagePushClient } from './page-push-client'

/**
 * Listens to the page's push socket while mounted (opening it if nobody else has).
 * @example usePushEvents((event) => { if (event.type === 'NEWS') remind() })
 */
export const usePushEvents = (listener: PushListener) => {
  const handleEvent = useEffectEvent(listener)
  useEffect(() => pagePushClient.subscribe((event) => handleEvent(event)), [])
}
