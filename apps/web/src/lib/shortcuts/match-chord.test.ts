import { describe, expect, it } from 'vitest'
import { character, chord } from './key-chord'
import { chordKeys, isTypingFree, matchesChord } from './match-chord'

type Press = Partial<
  Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'isComposing'>
>
const press = (event: Press & { altGraph?: boolean }) => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  isComposing: false,
  getModifierState: (name: string) => name === 'AltGraph' && event.altGraph === true,
  ...event,
})

const HOLD = chord(['alt', 'shift'], 'KeyH')

describe('matching a key press to a chord', () => {
  it('matches the physical key whatever character the layout or Option types on it', () => {
    expect(matchesChord(press({ code: 'KeyH', key: 'H', altKey: true, shiftKey: true }), HOLD, false)).toBe(
      true,
    )
    expect(matchesChord(press({ code: 'KeyH', key: 'Ó', altKey: true, shiftKey: true }), HOLD, true)).toBe(
      true,
    )
  })

  it('wants exactly its modifiers, no more and no fewer', () => {
    expect(matchesChord(press({ code: 'KeyH', altKey: true }), HOLD, false)).toBe(false)
    expect(
      matchesChord(press({ code: 'KeyH', altKey: true, shiftKey: true, ctrlKey: true }), HOLD, false),
    ).toBe(false)
    expect(
      matchesChord(press({ code: 'KeyH', altKey: true, shiftKey: true, metaKey: true }), HOLD, true),
    ).toBe(false)
  })

  it('reads mod as Ctrl on Windows and Linux and as ⌘ on a Mac', () => {
    const palette = chord(['mod'], 'KeyK')
    expect(matchesChord(press({ code: 'KeyK', ctrlKey: true }), palette, false)).toBe(true)
    expect(matchesChord(press({ code: 'KeyK', ctrlKey: true }), palette, true)).toBe(false)
    expect(matchesChord(press({ code: 'KeyK', metaKey: true }), palette, true)).toBe(true)
  })

  it('never takes a key while an input method composes or AltGr types a character', () => {
    expect(
      matchesChord(press({ code: 'KeyH', altKey: true, shiftKey: true, isComposing: true }), HOLD, false),
    ).toBe(false)
    expect(
      matchesChord(press({ code: 'KeyH', altKey: true, shiftKey: true, altGraph: true }), HOLD, false),
    ).toBe(false)
  })

  it('matches a character by what is typed, with Shift if the layout needs it, but not under Ctrl or Alt', () => {
    const help = character('?')
    expect(matchesChord(press({ key: '?', code: 'Slash', shiftKey: true }), help, false)).toBe(true)
    expect(matchesChord(press({ key: '?', code: 'Minus', shiftKey: true }), help, false)).toBe(true)
    expect(matchesChord(press({ key: '?', ctrlKey: true }), help, false)).toBe(false)
    expect(matchesChord(press({ key: '?', altKey: true }), help, true)).toBe(false)
  })
})

describe('chords that work inside a field', () => {
  it('are those that type nothing: Ctrl or Alt alone on Windows and Linux, ⌘ on a Mac', () => {
    expect(isTypingFree(HOLD, false)).toBe(true)
    expect(isTypingFree(chord(['mod'], 'KeyK'), false)).toBe(true)
    // Ctrl with Alt is AltGr, which types @ or € on many layouts; Option types on a Mac.
    expect(isTypingFree(chord(['mod', 'alt'], 'KeyE'), false)).toBe(false)
    expect(isTypingFree(HOLD, true)).toBe(false)
    expect(isTypingFree(chord(['mod', 'shift'], 'KeyK'), true)).toBe(true)
  })

  it('never include a character alone', () => {
    expect(isTypingFree(character('/'), false)).toBe(false)
    expect(isTypingFree(character('?'), true)).toBe(false)
  })
})

describe('the keys the cheat sheet shows', () => {
  it('are symbols on a Mac and names elsewhere', () => {
    expect(chordKeys(HOLD, true)).toEqual(['⌥', '⇧', 'H'])
    expect(chordKeys(HOLD, false)).toEqual(['Alt', 'Shift', 'H'])
    expect(chordKeys(chord(['mod'], 'KeyK'), true)).toEqual(['⌘', 'K'])
    expect(chordKeys(chord(['alt', 'shift'], 'Period'), false)).toEqual(['Alt', 'Shift', '.'])
    expect(chordKeys(character('?'), false)).toEqual(['?'])
  })
})
