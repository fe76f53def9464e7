import type { CtiState } from '@portal/contract'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { TO_DO_COUNTS_QUERY_KEY } from '@/lib/dashboard/todo-counts-query-key'
import { CTI_STATE_QUERY_KEY } from '@/lib/telephony/cti/get-cti-state'

const CTI_STATE_HASH = hashKey(CTI_STATE_QUERY_KEY)

/**
 * Reloads the outbound task list (and the to-do counts) when a task's call ends: the task counted the attempt,
 * kept its result, and is done or open again. It watches the page's CTI state without loading it itself.
 */
export const useOutboundTaskRefresh = (recordKey: string) => {
  const queryClient = useQueryClient()
  useEffect(() => {
    let lastEnded: string | null = null
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== CTI_STATE_HASH) return
      const call = (event.query.state.data as CtiState | undefined)?.call
      if (!call?.outboundTaskId || !call.endedAt || lastEnded === call.callId) return
      lastEnded = call.callId
      void queryClient.invalidateQueries({ queryKey: ['records', recordKey] })
      void queryClient.invalidateQueries({ queryKey: TO_DO_COUNTS_QUERY_KEY })
    })
  }, [queryClient, recordKey])
}
