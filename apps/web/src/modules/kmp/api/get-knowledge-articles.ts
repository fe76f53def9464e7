import { knowledgeArticleListRoute, type KnowledgeArticleStatus } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

export type KnowledgeArticleFilter = {
  status?: KnowledgeArticleStatus
  categoryId?: string
  keyword?: string
}

/** The writers' list: every article of the tenant, newest change first, by status, category and title words. */
export const getKnowledgeArticles = (filter: KnowledgeArticleFilter, signal?: AbortSignal) =>
  callApi(knowledgeArticleListRoute, { query: filter, signal })

export const knowledgeArticlesQueryOptions = (filter: KnowledgeArticleFilter) =>
  queryOptions({
    queryKey: [...KNOWLEDGE_QUERY_KEYS.articles, filter],
    queryFn: ({ signal }) => getKnowledgeArticles(filter, signal),
  })

export const useKnowledgeArticles = (filter: KnowledgeArticleFilter, isEnabled = true) =>
  useQuery({
    ...knowledgeArticlesQueryOptions(filter),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  })
