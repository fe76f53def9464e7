import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * A ref for an element at the end of a scrolling list: `onReached` runs whenever it scrolls into view, so the
 * next page loads before the reader gets to the bottom.
 * @example const sentinel = useEndSentinel(() => hasNextPage && fetchNextPage()); <div ref={sentinel} />
 */
export const useEndSentinel = (onReached: () => void) => {
  const sentinel = useRef<HTMLDivElement>(null)
  const handleReached = useEffectEvent(onReached)
  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleReached()
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return sentinel
}
