import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type pg from 'pg'
import { segmentedText } from '../apps/server/src/modules/knowledge/knowledge-words'

/** The knowledge search's words: two-character Chinese words of jieba's own dictionary, and English ones. */
export type KnowledgeVocabulary = { chinese: string[]; english: string[] }

export type KnowledgeSeed = { articles: number; seconds: number; vocabulary: KnowledgeVocabulary }

const ENGLISH = (
  'account address alarm antenna answer appointment balance bandwidth battery billing booking broadband cable ' +
  'cancel card charge checkout coverage credit customer data delivery device discount download email engineer ' +
  'error fiber firmware install internet invoice modem network offer order outage package password payment ' +
  'phone plan points port power price promotion receipt refund register reminder renewal repair reset return ' +
  'roaming router satellite schedule screen service setup shipping signal speed store subscription support ' +
  'tariff television ticket topup transfer upgrade upload voicemail voucher warranty wifi wireless'
).split(' ')

const BATCH = 1000
const CHINESE_PER_BODY = 40
const ENGLISH_PER_BODY = 12

/** A generator of the same numbers on every run (mulberry32). */
function seededRandom(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/** 3,000 common two-character nouns and verbs of jieba's dictionary, the most frequent first. */
function chineseVocabulary(): string[] {
  const require = createRequire(import.meta.url)
  const dictPath = require.resolve('@node-rs/jieba/dict.txt', { paths: [require.resolve('@node-rs/jieba')] })
  return readFileSync(dictPath, 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([word, , tag]) => /^\p{Script=Han}{2}$/u.test(word ?? '') && (tag === 'n' || tag === 'v'))
    .sort((a, b) => Number(b[1]) - Number(a[1]))
    .slice(0, 3000)
    .map(([word]) => word ?? '')
}

/**
 * Writes `count` published articles into the demo tenant (Chinese text with English words in it, a title, two
 * tags and a body of about 50 words each), segmented here as the server segments them, in batches of set-based
 * inserts, then analyses the tables. Runs as the migration user.
 */
export async function seedBenchKnowledge(owner: pg.ClientBase, count = 10_000): Promise<KnowledgeSeed> {
  const begin = performance.now()
  const random = seededRandom(42)
  const vocabulary = { chinese: chineseVocabulary(), english: ENGLISH }
  const pick = (words: readonly string[]) => words[Math.floor(random() * words.length)] ?? ''
  const { rows } = await owner.query<{ tenant_id: string; account_id: string }>(
    `SELECT t.id AS tenant_id, a.id AS account_id FROM tenants t, staff_accounts a
     WHERE t.code = 'demo' AND a.email = 'admin@demo.com'`,
  )
  const { tenant_id: tenantId, account_id: adminId } = rows[0] ?? { tenant_id: '', account_id: '' }
  await owner.query('BEGIN')
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const title = `${pick(vocabulary.chinese)}${pick(vocabulary.chinese)}${pick(vocabulary.chinese)} ${pick(ENGLISH)}`
      const tags = [pick(vocabulary.chinese), pick(ENGLISH)]
      const words = [
        ...Array.from({ length: CHINESE_PER_BODY }, () => pick(vocabulary.chinese)),
        ...Array.from({ length: ENGLISH_PER_BODY }, () => ` ${pick(ENGLISH)} `),
      ].sort(() => random() - 0.5)
      const body = `${words.join('')}。`
      return { title, tags, body }
    })
    await owner.query(
      `WITH rows AS (
         SELECT gen_random_uuid() AS id, title, body, string_to_array(tags, ',') AS tags, title_words, tag_words, body_words
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
           AS r (title, body, tags, title_words, tag_words, body_words)),
       articles AS (
         INSERT INTO knowledge_articles (id, tenant_id, title, body_html, body_text, tags, status, created_by, updated_by)
         SELECT id, $1, title, '<p>' || body || '</p>', body, tags, 'published', $8, $8 FROM rows)
       INSERT INTO knowledge_published (article_id, tenant_id, version, title, body_html, body_text, tags,
         search_vector, similar_text, published_by, published_at)
       SELECT id, $1, 1, title, '<p>' || body || '</p>', body, tags,
         setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', tag_words), 'B')
           || setweight(to_tsvector('simple', body_words), 'C'),
         lower(title || ' ' || array_to_string(tags, ' ')), $8, now() - random() * interval '365 days'
       FROM rows`,
      [
        tenantId,
        batch.map((row) => row.title),
        batch.map((row) => row.body),
        batch.map((row) => row.tags.join(',')),
        batch.map((row) => segmentedText(row.title)),
        batch.map((row) => segmentedText(row.tags.join(' '))),
        batch.map((row) => segmentedText(row.body)),
        adminId,
      ],
    )
  }
  await owner.query('COMMIT')
  await owner.query('ANALYZE knowledge_articles')
  await owner.query('ANALYZE knowledge_published')
  return { articles: count, seconds: (performance.now() - begin) / 1000, vocabulary }
}
