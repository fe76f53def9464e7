import { useEffect, useRef } from 'react'
import { useMemberPreferences } from '../preferences/member-preferences'
import { isApplePlatform } from './key-chord'
import { isTypingFree, matchesChord } from './match-chord'
import { SHORTCUTS, type ShortcutId } from './shortcut-table'
import { isTypingTarget } from './typing-target'

/**
 * What a shortcut does now. A shortcut left out (or undefined), or whose handler returns false (nothing to do on
 * this page), leaves its key to the browser.
 */
export type ShortcutHandlers = Partial<Record<ShortcutId, (() => unknown) | undefined>>

/**
 * The shortcut a key press stands for, if any: a reserved one is nobody's here, and inside a field only a chord
 * that types nothing counts.
 * @example shortcutOf(event, isApplePlatform())?.id // 'answer'
 */
export const shortcutOf = (event: KeyboardEvent, isApple: boolean) => {
  if (event.defaultPrevented || event.repeat) return undefined
  const isTyping = isTypingTarget(event.target)
  return SHORTCUTS.find(
    (shortcut) =>
      !('isReserved' in shortcut) &&
      matchesChord(event, shortcut.keys, isApple) &&
      (!isTyping || isTypingFree(shortcut.keys, isApple)),
  )
}

/**
 * Runs the page's handlers of the shortcut table's keys, anywhere on the page, while the member keeps shortcuts
 * on (the `shortcutsEnabled` preference). Each caller binds only the shortcuts it owns.
 * @example useShortcuts({ answer: isRinging ? () => answer() : undefined })
 */
export const useShortcuts = (handlers: ShortcutHandlers) => {
  const { shortcutsEnabled } = useMemberPreferences()
  const handlersRef = useRef(handlers)
  useEffect(() => {
    handlersRef.current = handlers
  })

  useEffect(() => {
    if (!shortcutsEnabled) return
    const isApple = isApplePlatform()
    const handleKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event, isApple)
      const handler = shortcut && handlersRef.current[shortcut.id]
      if (handler && handler() !== false) event.preventDefault()
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [shortcutsEnabled])
}
