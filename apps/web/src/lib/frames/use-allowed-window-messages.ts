import { useEffect, useEffectEvent } from 'react'
import { useFrontConfig } from '../front-config/get-front-config'
import { isAllowedOrigin } from './allowed-origins'

/**
 * Listens to window messages while mounted, handing on only those from the portal's own origin or a configured
 * embed origin (the tab bar's OPEN_TAB, the call widget's call commands); anything else is dropped unread.
 * @example useAllowedWindowMessages((data) => { if (isTabMessage(data)) open(data) })
 */
export const useAllowedWindowMessages = (onMessage: (data: unknown) => void) => {
  const { data: config } = useFrontConfig()
  const embedOrigins = config?.embedOrigins ?? []

  const handleMessage = useEffectEvent((event: MessageEvent) => {
    if (isAllowedOrigin(event.origin, window.location.origin, embedOrigins)) onMessage(event.data)
  })

  useEffect(() => {
    const listener = (event: MessageEvent) => handleMessage(event)
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [])
}
