import { knowledgeCategoriesRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** The tenant's categories in their order, each with how many articles it files. */
export const getKnowledgeCategories = (signal?: AbortSignal) => callApi(knowledgeCategoriesRoute, { signal })

export const knowledgeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: KNOWLEDGE_QUERY_KEYS.categories,
    queryFn: ({ signal }) => getKnowledgeCategories(signal),
  })

export const useKnowledgeCategories = () => useQuery(knowledgeCategoriesQueryOptions())
