import { knowledgeArticleRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** An article's working copy, for its writers and reviewers. */
export const getKnowledgeArticle = (id: string, signal?: AbortSignal) =>
  callApi(knowledgeArticleRoute, { params: { id }, signal })

export const knowledgeArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: KNOWLEDGE_QUERY_KEYS.article(id),
    queryFn: ({ signal }) => getKnowledgeArticle(id, signal),
  })

export const useKnowledgeArticle = (id: string, isEnabled = true) =>
  useQuery({ ...knowledgeArticleQueryOptions(id), enabled: isEnabled && id !== '' })
