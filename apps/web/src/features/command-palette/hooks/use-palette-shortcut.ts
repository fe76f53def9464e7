import { useEffect } from 'react'
import { useMemberPreferences } from '@/lib/preferences/member-preferences'

/**
 * Calls `onOpen` on Ctrl+K (⌘+K on a Mac) anywhere in the page, inside a field too: a modifier never types text,
 * so it cannot clash with typing; the browser's own Ctrl+K (its search bar) is kept from it. Off when the member
 * turned keyboard shortcuts off.
 * @example usePaletteShortcut(() => setIsOpen(true))
 */
export const usePaletteShortcut = (onOpen: () => void) => {
  const { shortcutsEnabled } = useMemberPreferences()
  useEffect(() => {
    if (!shortcutsEnabled) return
    const handleKeyDown = (event: KeyboardEvent) => {
      const isModifier = event.ctrlKey !== event.metaKey
      if (!isModifier || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return
      event.preventDefault()
      onOpen()
    }
    window.addEventListener('keydown', handleKeyDown, true)
    return () => window.removeEventListener('keydown', handleKeyDown, true)
  }, [onOpen, shortcutsEnabled])
}
