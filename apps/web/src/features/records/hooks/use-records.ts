import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { RecordApi, RecordItem } from '../api/record-api'

/** The records of one status matching the keyword; the previous list stays while the next one loads. */
export const useRecords = <Item extends RecordItem>(api: RecordApi<Item>, status: string, keyword: string) =>
  useQuery({
    queryKey: ['records', api.key, status, keyword],
    queryFn: ({ signal }) => api.list({ status, keyword: keyword || undefined }, signal),
    placeholderData: keepPreviousData,
  })
