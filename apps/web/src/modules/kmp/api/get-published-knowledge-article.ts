import { publishedKnowledgeArticleRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** The version of an article readers see (404 when none is published or the reader may not see it). */
export const getPublishedKnowledgeArticle = (id: string, signal?: AbortSignal) =>
  callApi(publishedKnowledgeArticleRoute, { params: { id }, signal })

export const publishedKnowledgeArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: KNOWLEDGE_QUERY_KEYS.published(id),
    queryFn: ({ signal }) => getPublishedKnowledgeArticle(id, signal),
    retry: false,
  })

export const usePublishedKnowledgeArticle = (id: string, isEnabled = true) =>
  useQuery({ ...publishedKnowledgeArticleQueryOptions(id), enabled: isEnabled })
