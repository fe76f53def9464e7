import {
  archiveKnowledgeArticleRoute,
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

/**
 * After a change: the article as it now is, and everything listing or showing it read again; an article with no
 * published version left (下架) drops the one its page held rather than asking for it (a 404 in the console).
 */
const showChange = (queryClient: QueryClient, article: KnowledgeArticle) => {
  queryClient.setQueryData(KNOWLEDGE_QUERY_KEYS.article(article.id), article)
  const published = KNOWLEDGE_QUERY_KEYS.published(article.id)
  const isWithdrawn = article.publishedVersion === null
  if (isWithdrawn) queryClient.removeQueries({ queryKey: published, exact: true })
  return queryClient.invalidateQueries({
    queryKey: KNOWLEDGE_QUERY_KEYS.all,
    predicate: (query) => !(isWithdrawn && query.queryKey.join('/') === published.join('/')),
  })
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

/** A reviewer takes an article out of every reader's sight (下架); editing it later makes a draft again. */
export const useArchiveKnowledgeArticle = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(archiveKnowledgeArticleRoute, { params: { id } }),
    onSuccess: (article) => showChange(queryClient, article),
  })
}
