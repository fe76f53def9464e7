import { knowledgeSearchRoute } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

export type KnowledgeSearch = { keyword: string; categoryId?: string; page: number; pageSize: number }

/** A page of the published articles the reader may see, best first, the words marked; no keyword: the newest. */
export const searchKnowledge = (search: KnowledgeSearch, signal?: AbortSignal) =>
  callApi(knowledgeSearchRoute, { query: search, signal })

export const knowledgeSearchQueryOptions = (search: KnowledgeSearch) =>
  queryOptions({
    queryKey: [...KNOWLEDGE_QUERY_KEYS.search, search],
    queryFn: ({ signal }) => searchKnowledge(search, signal),
  })

export const useKnowledgeSearch = (search: KnowledgeSearch) =>
  useQuery({ ...knowledgeSearchQueryOptions(search), placeholderData: keepPreviousData })
