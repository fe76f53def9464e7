import { knowledgeVersionsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** An article's log (knowledgeLogs), newest first: every save and every step of its review. */
export const getKnowledgeVersions = (id: string, signal?: AbortSignal) =>
  callApi(knowledgeVersionsRoute, { params: { id }, signal })

export const knowledgeVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: KNOWLEDGE_QUERY_KEYS.versions(id),
    queryFn: ({ signal }) => getKnowledgeVersions(id, signal),
  })

export const useKnowledgeVersions = (id: string) => useQuery(knowledgeVersionsQueryOptions(id))
