import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The tab list's keys (WAI-ARIA tabs pattern, manual activation): arrows, Home and End move the focus between the
 * tabs shown, Enter or Space opens the focused one, Delete closes it and then focuses the tab that shows next.
 * @example const { listRef, handleKeyDown } = useTabKeyboard(activeKey, close)
 * <button role="tab" onKeyDown={(event) => handleKeyDown(event, tab.key, true)}>
 */
export const useTabKeyboard = (activeKey: string, onClose: (key: string) => void) => {
  const listRef = useRef<HTMLDivElement>(null)
  const [isFocusPending, setIsFocusPending] = useState(false)

  // After Delete the closed tab's page gives way to its neighbour; the focus follows once that tab is selected.
  useEffect(() => {
    if (!isFocusPending) return
    const selected = listRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (!selected) return
    selected.focus()
    setIsFocusPending(false)
  }, [isFocusPending, activeKey])

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string, isClosable: boolean) => {
    if (event.key === 'Delete' && isClosable) {
      event.preventDefault()
      onClose(key)
      setIsFocusPending(true)
      return
    }
    const step = STEPS[event.key]
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
    if (!step || tabs.length === 0) return
    event.preventDefault()
    tabs[step(tabs.indexOf(event.currentTarget), tabs.length)]?.focus()
  }

  return { listRef, handleKeyDown }
}
