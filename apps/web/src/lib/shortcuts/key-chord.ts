/** A modifier of a chord: `mod` is Ctrl on Windows and Linux, ⌘ on a Mac. */
export type Modifier = 'mod' | 'alt' | 'shift'

/**
 * The keys of a shortcut: a chord of modifiers and one physical key (`KeyboardEvent.code`, so a layout or the
 * Mac's Option characters change nothing), or one typed character alone (`KeyboardEvent.key`, such as `?`,
 * whatever key the layout puts it on).
 */
export type KeyChord =
  | { readonly kind: 'chord'; readonly modifiers: readonly Modifier[]; readonly code: string }
  | { readonly kind: 'character'; readonly key: string }

/**
 * A chord of modifiers and a physical key.
 * @example chord(['alt', 'shift'], 'KeyP') // Alt+Shift+P, ⌥⇧P on a Mac
 */
export const chord = (modifiers: readonly Modifier[], code: string): KeyChord => ({
  kind: 'chord',
  modifiers,
  code,
})

/**
 * One typed character alone, taken only outside a field.
 * @example character('?')
 */
export const character = (key: string): KeyChord => ({ kind: 'character', key })

/** Whether this browser runs on Apple's systems, where the command key is ⌘ and shortcuts show as symbols. */
export const isApplePlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
