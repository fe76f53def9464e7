import type { KnowledgeMatchKind, KnowledgeSearchHit } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import { knowledgeReader } from './knowledge-access'
import { excerpt, highlight } from './knowledge-highlight'
import {
  listNewest,
  searchBySimilarity,
  searchByWords,
  type FoundArticle,
  type SearchScope,
} from './knowledge-search-repository'
import { similarWords } from './knowledge-similar-words'
import { allWordsQuery, titleWordsQuery } from './knowledge-ts-query'
import { isHanWord, queryWords } from './knowledge-words'

type SearchQuery = { keyword: string; categoryId?: string | undefined; page: number; pageSize: number }

const toHit = (
  article: FoundArticle,
  words: readonly string[],
  matchKind: KnowledgeMatchKind,
): KnowledgeSearchHit => ({
  id: article.id,
  title: article.title,
  category: article.categoryId ? { id: article.categoryId, name: article.categoryName ?? '' } : null,
  tags: article.tags,
  publishedAt: article.publishedAt.toISOString(),
  titleHighlight: highlight(article.title, words),
  excerptHighlight: excerpt(article.bodyText, words),
  matchKind,
})

/**
 * Searches the published articles the caller may see: by every word of the keyword (segmented like the articles),
 * and when none has them all, by a title or tag spelled like its Latin words. No keyword lists the newest.
 */
export async function searchKnowledge(request: FastifyRequest, query: SearchQuery) {
  const scope: SearchScope = {
    reader: await knowledgeReader(request),
    categoryId: query.categoryId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  }
  const words = queryWords(query.keyword)
  return request.withTenant(async (tx) => {
    if (!query.keyword) {
      const newest = await listNewest(tx, scope)
      return { total: newest.total, items: newest.items.map((article) => toHit(article, [], 'words')) }
    }
    if (words.length === 0) return { total: 0, items: [] }
    const byWords = await searchByWords(
      tx,
      { words: allWordsQuery(words), titleWords: titleWordsQuery(words) },
      scope,
    )
    const latinWords = words.filter((word) => !isHanWord(word))
    if (byWords.total > 0 || latinWords.length === 0)
      return { total: byWords.total, items: byWords.items.map((article) => toHit(article, words, 'words')) }
    const similar = await searchBySimilarity(tx, latinWords.join(' '), scope)
    return {
      total: similar.total,
      items: similar.items.map((article) =>
        toHit(article, similarWords([article.title, ...article.tags].join(' '), latinWords), 'similar'),
      ),
    }
  })
}
