import { describe, expect, it } from 'vitest'
import { isTypingFree } from './match-chord'
import { SHORTCUTS } from './shortcut-table'

const chordName = (shortcut: (typeof SHORTCUTS)[number]) =>
  shortcut.keys.kind === 'character'
    ? shortcut.keys.key
    : [...shortcut.keys.modifiers].sort().join('+') + '+' + shortcut.keys.code

// What the browsers and systems keep for themselves on Windows and Linux (Chrome, Edge and Firefox).
const BROWSER_CHORDS = [
  ...[
    'KeyT',
    'KeyW',
    'KeyN',
    'KeyL',
    'KeyR',
    'KeyD',
    'KeyF',
    'KeyP',
    'KeyS',
    'KeyO',
    'KeyH',
    'KeyJ',
    'KeyU',
  ].map((code) => `mod+${code}`),
  ...['KeyT', 'KeyN', 'KeyW', 'KeyB', 'KeyI', 'KeyJ', 'KeyC', 'KeyR', 'KeyP', 'KeyA', 'KeyO', 'KeyQ'].map(
    (code) => `mod+shift+${code}`,
  ),
  ...['KeyA', 'KeyI', 'KeyT'].map((code) => `alt+shift+${code}`),
  ...['KeyD', 'KeyE', 'KeyF', 'Home', 'ArrowLeft', 'ArrowRight'].map((code) => `alt+${code}`),
  'mod+Tab',
  'mod+PageUp',
  'mod+PageDown',
]

describe('the shortcut table', () => {
  it('gives every shortcut its own keys and its own id', () => {
    expect(new Set(SHORTCUTS.map(chordName)).size).toBe(SHORTCUTS.length)
    expect(new Set(SHORTCUTS.map((shortcut) => shortcut.id)).size).toBe(SHORTCUTS.length)
  })

  it('takes none of the keys the browser keeps', () => {
    const taken = SHORTCUTS.map(chordName).filter((name) => BROWSER_CHORDS.includes(name))
    expect(taken).toEqual([])
  })

  it('takes no key typed in a field: a chord that types nothing on Windows and Linux, or a key used outside fields only', () => {
    for (const shortcut of SHORTCUTS)
      expect(shortcut.keys.kind === 'character' || isTypingFree(shortcut.keys, false), shortcut.id).toBe(true)
  })

  it('lists the command palette on Ctrl/⌘+K for its owner to bind', () => {
    const palette = SHORTCUTS.find((shortcut) => shortcut.id === 'commandPalette')
    expect(palette).toMatchObject({
      keys: { kind: 'chord', modifiers: ['mod'], code: 'KeyK' },
      isReserved: true,
    })
  })
})
