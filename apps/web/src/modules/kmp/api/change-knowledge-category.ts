import {
  createKnowledgeCategoryRoute,
  deleteKnowledgeCategoryRoute,
  updateKnowledgeCategoryRoute,
  type KnowledgeCategoryBody,
} from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { KNOWLEDGE_QUERY_KEYS } from './knowledge-query-keys'

/** Adds a category (no id) or renames one; the categories are read again after. */
export const useSaveKnowledgeCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: KnowledgeCategoryBody }) =>
      id === null
        ? callApi(createKnowledgeCategoryRoute, { body })
        : callApi(updateKnowledgeCategoryRoute, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KNOWLEDGE_QUERY_KEYS.categories }),
  })
}

/** Deletes a category no article is filed under (the server refuses one in use, with its reason). */
export const useDeleteKnowledgeCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(deleteKnowledgeCategoryRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KNOWLEDGE_QUERY_KEYS.categories }),
  })
}
