import { Jieba } from '@node-rs/jieba'
// The file itself: the package has no exports map, and the compiled server imports it as an ES module.
import { dict } from '@node-rs/jieba/dict.js'

// One segmenter per process, with the dictionary the package ships (nothing is fetched at run time).
let jieba: Jieba | null = null
const segmenter = () => (jieba ??= Jieba.withDict(dict))

const WORD = /[\p{L}\p{N}]/u
const HAN = /\p{Script=Han}/u

/**
 * The words of a text as search knows them: Chinese segmented by jieba in search mode (a long word also as its
 * shorter words), Latin words and numbers lower-cased, punctuation and spaces gone; repeats kept.
 * @example searchWords('宽带报修：Router offline') // ['宽带', '报修', 'router', 'offline']
 */
export function searchWords(text: string): string[] {
  if (!text.trim()) return []
  return segmenter()
    .cutForSearch(text, true)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => WORD.test(word))
}

/** Whether a word is Chinese (matched whole) rather than Latin (also matched as the start of a longer word). */
export const isHanWord = (word: string) => HAN.test(word)

/** The words of a text joined by spaces, as the database's 'simple' configuration reads them. */
export const segmentedText = (text: string) => searchWords(text).join(' ')

/**
 * The distinct words of a query, at most `max` of them, in their order: what a search looks for.
 * @example queryWords('宽带 宽带 broadband') // ['宽带', 'broadband']
 */
export const queryWords = (text: string, max = 16): string[] =>
  [
    ...new Set(
      searchWords(text)
        .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
        .filter(Boolean),
    ),
  ].slice(0, max)
