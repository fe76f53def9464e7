import type { HighlightedText } from '@portal/contract'
import { isHanWord } from './knowledge-words'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A pattern finding the words in the original text, case-insensitively: a Chinese word anywhere, a Latin word at
 * the start of a word (as the search's prefix match found it). Longest words first, so 宽带报修 wins over 宽带.
 */
function wordPattern(words: readonly string[]): RegExp | null {
  const sorted = [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length)
  if (sorted.length === 0) return null
  const parts = sorted.map((word) =>
    isHanWord(word) ? escapeRegExp(word) : `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}[\\p{L}\\p{N}]*`,
  )
  return new RegExp(parts.join('|'), 'giu')
}

/**
 * The text cut into pieces with the words marked, for a page to show as text (never as HTML).
 * @example highlight('家里宽带坏了', ['宽带']) // [{ text: '家里', isMatch: false }, { text: '宽带', isMatch: true }, { text: '坏了', isMatch: false }]
 */
export function highlight(text: string, words: readonly string[]): HighlightedText {
  const pattern = wordPattern(words)
  if (!pattern || !text) return text ? [{ text, isMatch: false }] : []
  const pieces: HighlightedText = []
  let at = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), isMatch: false })
    pieces.push({ text: match[0], isMatch: true })
    at = match.index + match[0].length
  }
  if (at < text.length) pieces.push({ text: text.slice(at), isMatch: false })
  return pieces
}

/**
 * About `length` characters of the text around its first marked word (from the start when none matches), spaces
 * folded, with an ellipsis where it was cut; marked like `highlight`.
 * @example excerpt('a long text about broadband repair', ['broadband'], 20)
 */
export function excerpt(text: string, words: readonly string[], length = 120): HighlightedText {
  const flat = text.replace(/\s+/g, ' ').trim()
  const pattern = wordPattern(words)
  const first = pattern ? (pattern.exec(flat)?.index ?? 0) : 0
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), flat.length - length))
  const end = Math.min(flat.length, start + length)
  const cut = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
  return highlight(cut, words)
}
