import { character, chord, type KeyChord } from './key-chord'

/** How the cheat sheet groups the shortcuts. */
export const SHORTCUT_GROUPS = ['call', 'status', 'navigation', 'help'] as const
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number]

export type Shortcut = {
  readonly id: string
  readonly keys: KeyChord
  readonly group: ShortcutGroup
  /** Its label in the `shortcuts` namespace. */
  readonly labelKey: string
  /** Listed for its owner, bound by no handler here (the command palette binds its own). */
  readonly isReserved?: boolean
}

// Alt+Shift with a letter: on Windows and Linux it types nothing, so it works inside a field too, and the browsers
// keep none of these letters (Chrome's Alt+Shift takes A, I and T; Ctrl+T/W/N/L/R/Tab stay the browser's). The
// page-wide keys (/ and ?) are single characters, taken only outside a field, as on GitHub and Gmail.
const callChord = (letter: string) => chord(['alt', 'shift'], `Key${letter}`)

/**
 * Every keyboard shortcut of the portal, once: the handlers and the cheat sheet read this table.
 * @example SHORTCUTS.find((shortcut) => shortcut.id === 'answer')?.keys
 */
export const SHORTCUTS = [
  { id: 'answer', keys: callChord('P'), group: 'call', labelKey: 'action.answer' },
  { id: 'reject', keys: callChord('X'), group: 'call', labelKey: 'action.reject' },
  { id: 'hangUp', keys: callChord('E'), group: 'call', labelKey: 'action.hangUp' },
  { id: 'hold', keys: callChord('H'), group: 'call', labelKey: 'action.hold' },
  { id: 'mute', keys: callChord('U'), group: 'call', labelKey: 'action.mute' },
  { id: 'dialPad', keys: callChord('D'), group: 'call', labelKey: 'action.dialPad' },
  { id: 'ready', keys: callChord('R'), group: 'status', labelKey: 'action.ready' },
  { id: 'nextTab', keys: chord(['alt', 'shift'], 'Period'), group: 'navigation', labelKey: 'action.nextTab' },
  {
    id: 'previousTab',
    keys: chord(['alt', 'shift'], 'Comma'),
    group: 'navigation',
    labelKey: 'action.previousTab',
  },
  { id: 'focusSearch', keys: character('/'), group: 'navigation', labelKey: 'action.focusSearch' },
  {
    id: 'commandPalette',
    keys: chord(['mod'], 'KeyK'),
    group: 'navigation',
    labelKey: 'action.commandPalette',
    isReserved: true,
  },
  { id: 'cheatSheet', keys: character('?'), group: 'help', labelKey: 'action.cheatSheet' },
] as const satisfies readonly Shortcut[]

export type ShortcutId = (typeof SHORTCUTS)[number]['id']
