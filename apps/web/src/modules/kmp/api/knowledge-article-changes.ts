import {
  createKnowledgeArticleRoute,
  reviewKnowledgeArticleRoute,
  submitKnowledgeArticleRoute,
  updateKnowledgeArticleRoute,
  type KnowledgeArticle,
  type KnowledgeArticleBody,
  type KnowledgeReviewBody,
} from '@portal/contract'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** After a change: the article as it now is, and everything listing or showing it read again. */
const showChange = (queryClient: QueryClient, article: KnowledgeArticle) => {
  queryClient.setQueryData(KNOWLEDGE_QUERY_KEYS.article(article.id), article)
  return queryClient.invalidateQueries({ queryKey: KNOWLEDGE_QUERY_KEYS.all })
}

/**
 * Saves an article: a new one (no id) as a draft, else a new version over `baseVersion`, the version the writer
 * started from (a save over someone else's newer one is refused with knowledge.articleChanged).
 */
export const useSaveKnowledgeArticle = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      body,
      baseVersion,
    }: {
      id: string | null
      body: KnowledgeArticleBody
      baseVersion: number
    }) =>
      id === null
        ? callApi(createKnowledgeArticleRoute, { body })
        : callApi(updateKnowledgeArticleRoute, { params: { id }, body: { ...body, baseVersion } }),
    onSuccess: (article) => showChange(queryClient, article),
  })
}

/** Sends a draft to review. */
export const useSubmitKnowledgeArticle = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(submitKnowledgeArticleRoute, { params: { id } }),
    onSuccess: (article) => showChange(queryClient, article),
  })
}

/** A reviewer's decision: publish, or send back with a reason. */
export const useReviewKnowledgeArticle = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: KnowledgeReviewBody }) =>
      callApi(reviewKnowledgeArticleRoute, { params: { id }, body: review }),
    onSuccess: (article) => showChange(queryClient, article),
  })
}
