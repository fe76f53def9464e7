import { isHanWord } from './knowledge-words'

// The words reach to_tsquery as text: queryWords keeps letters and digits only, so no word can carry an operator
// or a quote. A Chinese word matches whole; a Latin word also as the start of a longer one (`rout` finds router).
const lexeme = (word: string, weight = '') =>
  isHanWord(word) ? `'${word}'${weight ? `:${weight}` : ''}` : `'${word}':*${weight}`

/**
 * A tsquery ('simple') that needs every word.
 * @example allWordsQuery(['宽带', 'rout']) // "'宽带' & 'rout':*"
 */
export const allWordsQuery = (words: readonly string[]) => words.map((word) => lexeme(word)).join(' & ')

/**
 * The same words, each in the title (weight A): the hits that rank first.
 * @example titleWordsQuery(['宽带']) // "'宽带':A"
 */
export const titleWordsQuery = (words: readonly string[]) =>
  words.map((word) => lexeme(word, 'A')).join(' & ')

/**
 * A tsquery that needs any one of the words: what the desk's suggestions look for.
 * @example anyWordQuery(['宽带', 'wifi']) // "'宽带' | 'wifi':*"
 */
export const anyWordQuery = (words: readonly string[]) => words.map((word) => lexeme(word)).join(' | ')
