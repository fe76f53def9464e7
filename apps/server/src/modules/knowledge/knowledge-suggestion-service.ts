import type { KnowledgeSuggestion } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { knowledgeReader } from './knowledge-access'
import { excerpt } from './knowledge-highlight'
import { findCustomer } from '../customers/customer-repository'
import { findCallContext, suggestArticles } from './knowledge-suggestion-repository'
import { anyWordQuery } from './knowledge-ts-query'
import { isHanWord, queryWords } from './knowledge-words'

type SuggestionQuery = {
  callRecordId?: string | undefined
  skillGroupId?: string | undefined
  customerId?: string | undefined
  ivrChoice?: string | undefined
  note?: string | undefined
  limit: number
}

// The most words of a note the suggestions look for: its first words (the note grows as it is typed).
const NOTE_WORDS_MAX = 24

const anyOf = (words: readonly string[]) => (words.length > 0 ? anyWordQuery(words) : null)

// A note's single Chinese characters and short Latin words (的, 了, is, a) would suggest every article.
const telling = (text: string, max?: number) =>
  queryWords(text, max).filter((word) => (isHanWord(word) ? word.length >= 2 : word.length >= 3))

/**
 * The queue, customer and IVR choice named, else the call's; another tenant's call or customer reads as unknown.
 */
async function knownContext(tx: Queryable, query: SuggestionQuery) {
  const call = query.callRecordId ? await findCallContext(tx, query.callRecordId) : null
  const customerId = query.customerId ?? call?.customerId ?? null
  return {
    queueId: query.skillGroupId ?? call?.queueId ?? null,
    tags: customerId ? ((await findCustomer(tx, customerId))?.tags ?? []) : [],
    ivrChoice: query.ivrChoice ?? call?.ivrChoice ?? '',
  }
}

/**
 * The articles the desk suggests beside a call: linked to its queue, or with words of the customer's tags, the IVR
 * choice or the note; nothing known, nothing suggested.
 */
export async function suggestKnowledge(
  request: FastifyRequest,
  query: SuggestionQuery,
): Promise<KnowledgeSuggestion[]> {
  const reader = await knowledgeReader(request)
  return request.withTenant(async (tx) => {
    const known = await knownContext(tx, query)
    const tagWords = telling(known.tags.join(' '))
    const ivrWords = telling(known.ivrChoice)
    const noteWords = telling(query.note ?? '', NOTE_WORDS_MAX)
    const allWords = [...new Set([...tagWords, ...ivrWords, ...noteWords])]
    if (!known.queueId && allWords.length === 0) return []
    const articles = await suggestArticles(
      tx,
      {
        queueId: known.queueId,
        customerTags: anyOf(tagWords),
        ivr: anyOf(ivrWords),
        note: anyOf(noteWords),
        anyWords: anyOf(allWords),
      },
      reader,
      query.limit,
    )
    return articles.map((article) => ({
      id: article.id,
      title: article.title,
      category: article.categoryId ? { id: article.categoryId, name: article.categoryName ?? '' } : null,
      excerptHighlight: excerpt(article.bodyText, allWords, 80),
      reasons: article.reasons,
    }))
  })
}
