import { knowledgeEditorOptionsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** What a writer picks from: the tenant's roles (to limit an article) and queues (to link it). */
export const getKnowledgeEditorOptions = (signal?: AbortSignal) =>
  callApi(knowledgeEditorOptionsRoute, { signal })

export const knowledgeEditorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['knowledge', 'editor-options'],
    queryFn: ({ signal }) => getKnowledgeEditorOptions(signal),
  })

export const useKnowledgeEditorOptions = () => useQuery(knowledgeEditorOptionsQueryOptions())
