import { describe, expect, it } from 'vitest'
import { excerpt, highlight } from './knowledge-highlight'
import { similarWords } from './knowledge-similar-words'

describe('the highlight of a hit', () => {
  it('marks a Chinese word anywhere and a Latin word begun, as text pieces', () => {
    expect(highlight('家里宽带坏了', ['宽带'])).toEqual([
      { text: '家里', isMatch: false },
      { text: '宽带', isMatch: true },
      { text: '坏了', isMatch: false },
    ])
    expect(highlight('Broadband <b>router</b>', ['broad'])).toEqual([
      { text: 'Broadband', isMatch: true },
      { text: ' <b>router</b>', isMatch: false },
    ])
    expect(highlight('abroad', ['broad'])).toEqual([{ text: 'abroad', isMatch: false }])
  })

  it('takes the words literally and cuts an excerpt around the first one', () => {
    expect(highlight('a(b [c', ['(', '['])).toEqual([
      { text: 'a(b ', isMatch: false },
      { text: '[c', isMatch: true },
    ])
    const cut = excerpt(`${'前'.repeat(200)}宽带${'后'.repeat(200)}`, ['宽带'], 40)
    expect(cut.map((piece) => piece.text).join('')).toMatch(/^…前+宽带后+…$/)
    expect(cut).toContainEqual({ text: '宽带', isMatch: true })
  })

  it('finds the words of a title spelled like a misspelt one', () => {
    expect(similarWords('Broadband repair guide', ['brodband'])).toEqual(['Broadband'])
    expect(similarWords('Broadband repair guide', ['ab'])).toEqual([])
  })
})
