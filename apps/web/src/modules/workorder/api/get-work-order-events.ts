import { workOrderEventsRoute, workOrderMembersRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const workOrderEventsQueryKey = (id: string) => ['work-order', id, 'events'] as const

/** A work order's history: its creation, status changes, assignments and comments, oldest first. */
export const useWorkOrderEvents = (id: string) =>
  useQuery({
    queryKey: workOrderEventsQueryKey(id),
    queryFn: ({ signal }) => callApi(workOrderEventsRoute, { params: { id }, signal }),
  })

/** The members a work order may be assigned to or a comment may @mention. */
export const useWorkOrderMembers = () =>
  useQuery({
    queryKey: ['work-order-members'],
    queryFn: ({ signal }) => callApi(workOrderMembersRoute, { signal }),
    staleTime: 60_000,
  })
