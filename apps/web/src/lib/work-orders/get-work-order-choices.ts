import { workOrderCategoriesRoute, workOrderGroupsRoute, workOrderMembersRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The query keys of the choices a work order's forms offer; a settings change refreshes its own. */
export const WORK_ORDER_CATEGORIES_QUERY_KEY = ['work-order-categories'] as const

/** The members a work order may be assigned to or a comment may @mention. */
export const useWorkOrderMembers = () =>
  useQuery({
    queryKey: ['work-order-members'],
    queryFn: ({ signal }) => callApi(workOrderMembersRoute, { signal }),
    staleTime: 60_000,
  })

/** The groups (skill groups) a work order may be given to, with their members who handle work orders. */
export const useWorkOrderGroups = () =>
  useQuery({
    queryKey: ['work-order-groups'],
    queryFn: ({ signal }) => callApi(workOrderGroupsRoute, { signal }),
    staleTime: 60_000,
  })

/** The tenant's work-order categories and their times to resolve. */
export const useWorkOrderCategories = () =>
  useQuery({
    queryKey: WORK_ORDER_CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) => callApi(workOrderCategoriesRoute, { signal }),
    staleTime: 60_000,
  })
