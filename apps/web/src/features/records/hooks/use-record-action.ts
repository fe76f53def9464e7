import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TO_DO_COUNTS_QUERY_KEY } from '@/lib/dashboard/todo-counts-query-key'
import type { RecordApi, RecordItem } from '../api/record-api'

/** Moves one record on; the lists of the page and the dashboard's to-do counts are fetched again. */
export const useRecordAction = <Item extends RecordItem>(api: RecordApi<Item>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: string }) => api.act(id, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['records', api.key] }),
        queryClient.invalidateQueries({ queryKey: TO_DO_COUNTS_QUERY_KEY }),
      ]),
  })
}
