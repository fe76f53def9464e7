import { LOGIN_TOOLTIP_MS } from '@portal/contract'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The protocol checkbox of the login form: shown from the start when the tenant requires agreement, or once the
 * server demands it (22201), after which the login waits until it is ticked (spec §4).
 */
export const useProtocolAgreement = (isRequiredByConfig: boolean) => {
  const [isDemanded, setIsDemanded] = useState(false)
  const [isAgreed, setIsAgreed] = useState(false)
  // Read by a submission that starts in the same event as the tick, before React renders the new state.
  const isAgreedNow = useRef(false)
  const [isTooltipOpen, setIsTooltipOpen] = useState(false)
  const tooltipTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(tooltipTimer.current), [])

  const showTooltip = useCallback(() => {
    clearTimeout(tooltipTimer.current)
    setIsTooltipOpen(true)
    tooltipTimer.current = setTimeout(() => setIsTooltipOpen(false), LOGIN_TOOLTIP_MS)
  }, [])

  return {
    isShown: isRequiredByConfig || isDemanded,
    /** The server refused the login for want of agreement, so the login button waits for the tick. */
    isDemanded,
    isAgreed,
    isTooltipOpen,
    setAgreed: useCallback((value: boolean) => {
      isAgreedNow.current = value
      setIsAgreed(value)
    }, []),
    readIsAgreed: useCallback(() => isAgreedNow.current, []),
    demand: useCallback(() => setIsDemanded(true), []),
    showTooltip,
  }
}

export type ProtocolAgreement = ReturnType<typeof useProtocolAgreement>
