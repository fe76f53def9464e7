import { knowledgeReviewQueueRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** The articles waiting in review, oldest first. */
export const getKnowledgeReviewQueue = (signal?: AbortSignal) =>
  callApi(knowledgeReviewQueueRoute, { signal })

export const knowledgeReviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: KNOWLEDGE_QUERY_KEYS.reviewQueue,
    queryFn: ({ signal }) => getKnowledgeReviewQueue(signal),
  })

export const useKnowledgeReviewQueue = () => useQuery(knowledgeReviewQueueQueryOptions())
