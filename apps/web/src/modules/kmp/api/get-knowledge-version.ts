import { knowledgeVersionRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** One line of an article's log with its content as it was saved. */
export const getKnowledgeVersion = (id: string, versionId: string, signal?: AbortSignal) =>
  callApi(knowledgeVersionRoute, { params: { id, versionId }, signal })

export const knowledgeVersionQueryOptions = (id: string, versionId: string) =>
  queryOptions({
    queryKey: [...KNOWLEDGE_QUERY_KEYS.versions(id), versionId],
    queryFn: ({ signal }) => getKnowledgeVersion(id, versionId, signal),
    staleTime: Infinity,
  })

export const useKnowledgeVersion = (id: string, versionId: string) =>
  useQuery(knowledgeVersionQueryOptions(id, versionId))
