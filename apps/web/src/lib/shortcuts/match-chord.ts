import type { KeyChord } from './key-chord'

type KeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'isComposing' | 'getModifierState'
>

/**
 * Whether a chord can be pressed inside a field without taking a character from the person typing there. On
 * Windows and Linux, Ctrl or Alt alone types nothing (Ctrl with Alt is AltGr, which types); on a Mac only ⌘ is
 * sure, since Option types characters (⌥⇧P is ∏). A character alone always types.
 * @example isTypingFree(chord(['alt', 'shift'], 'KeyP'), false) // true
 */
export const isTypingFree = (keys: KeyChord, isApple: boolean): boolean => {
  if (keys.kind === 'character') return false
  const hasMod = keys.modifiers.includes('mod')
  const hasAlt = keys.modifiers.includes('alt')
  return isApple ? hasMod : hasMod !== hasAlt
}

/**
 * Whether a key press is this chord: its key and exactly its modifiers. A press while an input method composes,
 * or with AltGr, is typing and never a shortcut.
 * @example matchesChord(event, chord(['alt', 'shift'], 'KeyH'), isApplePlatform())
 */
export const matchesChord = (event: KeyEvent, keys: KeyChord, isApple: boolean): boolean => {
  if (event.isComposing || event.getModifierState('AltGraph')) return false
  const command = isApple ? event.metaKey : event.ctrlKey
  const other = isApple ? event.ctrlKey : event.metaKey
  if (keys.kind === 'character') return event.key === keys.key && !command && !other && !event.altKey
  return (
    event.code === keys.code &&
    command === keys.modifiers.includes('mod') &&
    !other &&
    event.altKey === keys.modifiers.includes('alt') &&
    event.shiftKey === keys.modifiers.includes('shift')
  )
}

const MODIFIER_LABELS = {
  apple: { mod: '⌘', alt: '⌥', shift: '⇧' },
  other: { mod: 'Ctrl', alt: 'Alt', shift: 'Shift' },
} as const

// The printed face of a physical key: KeyP is P, Digit1 is 1, Period is '.'.
const KEY_FACES: Record<string, string> = { Period: '.', Comma: ',', Slash: '/', Enter: 'Enter' }
const keyFace = (code: string) => KEY_FACES[code] ?? code.replace(/^(Key|Digit)/, '')

/**
 * The keys of a chord as the cheat sheet shows them, one entry a key: symbols on a Mac, names elsewhere.
 * @example chordKeys(chord(['alt', 'shift'], 'KeyP'), true) // ['⌥', '⇧', 'P']
 */
export const chordKeys = (keys: KeyChord, isApple: boolean): string[] => {
  if (keys.kind === 'character') return [keys.key]
  const labels = isApple ? MODIFIER_LABELS.apple : MODIFIER_LABELS.other
  return [...keys.modifiers.map((modifier) => labels[modifier]), keyFace(keys.code)]
}
