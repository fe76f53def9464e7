import type { KnowledgeVocabulary } from './seed-bench-knowledge'
import { percentile } from './percentile'

export type KnowledgeSearch = {
  articles: number
  searches: number
  chineseP50Ms: number
  chineseP99Ms: number
  englishP50Ms: number
  englishP99Ms: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** How many articles a search found, on average (its total). */
  averageTotal: number
  failures: number
}

const SEARCHES = 400
const WARM_UP = 20

/**
 * Times the knowledge search one call after another as the demo admin: two-character Chinese words of the seed's
 * vocabulary and English words (one word in three followed by a second), each GET /api/v1/kmp/search's first page.
 */
export async function measureKnowledgeSearch(
  origin: string,
  cookie: string,
  vocabulary: KnowledgeVocabulary,
  articles: number,
): Promise<KnowledgeSearch> {
  let step = 0
  const nextOf = (words: readonly string[]) => words[(step * 7919) % words.length] ?? ''
  const keywordAt = (index: number) => {
    step = index
    const isChinese = index % 2 === 0
    const words = isChinese ? vocabulary.chinese.slice(0, 500) : vocabulary.english
    const first = nextOf(words)
    const keyword = index % 3 === 0 ? `${first} ${words[(index * 31) % words.length] ?? ''}` : first
    return { keyword, isChinese }
  }
  const timings: { ms: number; isChinese: boolean }[] = []
  let totals = 0
  let failures = 0
  for (let index = 0; index < WARM_UP + SEARCHES; index += 1) {
    const { keyword, isChinese } = keywordAt(index)
    const begin = performance.now()
    const response = await fetch(`${origin}/api/v1/kmp/search?keyword=${encodeURIComponent(keyword)}`, {
      headers: { cookie },
    })
    const envelope = (await response.json()) as { code?: number; data?: { total: number } }
    const ms = performance.now() - begin
    if (index < WARM_UP) continue
    if (envelope.code !== 10000) failures += 1
    totals += envelope.data?.total ?? 0
    timings.push({ ms, isChinese })
  }
  const of = (isChinese: boolean) => timings.filter((row) => row.isChinese === isChinese).map((row) => row.ms)
  const all = timings.map((row) => row.ms)
  return {
    articles,
    searches: timings.length,
    chineseP50Ms: percentile(of(true), 50),
    chineseP99Ms: percentile(of(true), 99),
    englishP50Ms: percentile(of(false), 50),
    englishP99Ms: percentile(of(false), 99),
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    maxMs: Math.max(...all),
    averageTotal: Math.round(totals / Math.max(1, timings.length)),
    failures,
  }
}
