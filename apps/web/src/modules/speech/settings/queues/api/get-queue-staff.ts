import { queueStaffRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's staff, to choose a skill group's members from, as choices. */
export const useQueueStaffOptions = () => {
  const { data = [] } = useQuery({
    queryKey: ['callCentre', 'queueStaff'],
    queryFn: ({ signal }) => callApi(queueStaffRoute, { signal }),
  })
  return data.map((person) => ({ value: person.id, label: person.name }))
}
