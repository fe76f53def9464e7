import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Jieba } from '@node-rs/jieba'

// One segmenter per process, made for the first text segmented, with the dictionary the package ships (nothing is
// fetched at run time). Its file is read then too: the package's own dict.js, once imported, would read it and a
// 6 MB word-frequency list this never uses at every start.
const require = createRequire(import.meta.url)
let jieba: Jieba | null = null
const segmenter = () => (jieba ??= Jieba.withDict(readFileSync(require.resolve('@node-rs/jieba/dict.txt'))))

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
