import { workOrderEventsRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const workOrderEventsQueryKey = (id: string) => ['work-order', id, 'events'] as const

/** A work order's history: its creation, status changes, assignments and comments, oldest first. */
export const useWorkOrderEvents = (id: string) =>
  useQuery({
    queryKey: workOrderEventsQueryKey(id),
    queryFn: ({ signal }) => callApi(workOrderEventsRoute, { params: { id }, signal }),
  })
