import { callLegsRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/**
 * The transfers and consults one of the agent's call records keeps, read when its row is opened.
 * @example const { data: legs = [] } = useCallLegs(call.recordId)
 */
export const useCallLegs = (recordId: string) =>
  useQuery({
    queryKey: ['working-desk', 'legs', recordId],
    queryFn: ({ signal }) => callApi(callLegsRoute, { params: { recordId }, signal }),
  })
