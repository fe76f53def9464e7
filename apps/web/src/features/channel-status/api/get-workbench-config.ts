import { workbenchAgentConfigRoute, type WorkbenchAgentConfig } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/**
 * The tenant's workbench configuration (its render mode), read once per page: tenant administration changes it
 * rarely, and a reload shows the change.
 */
export const workbenchConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['channel-status', 'workbench-config'] as const,
    queryFn: ({ signal }): Promise<WorkbenchAgentConfig> => callApi(workbenchAgentConfigRoute, { signal }),
    staleTime: Infinity,
  })

/**
 * @example const { data } = useWorkbenchConfig(); data?.showRenderMode
 */
export const useWorkbenchConfig = () => useQuery(workbenchConfigQueryOptions())
