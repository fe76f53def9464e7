import { restLimitRoute, saveRestLimitRoute } from '@portal/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

const REST_LIMIT_KEY = ['callCentre', 'restLimit'] as const

/** The tenant's rest (小休) time limit, in seconds. */
export const useRestLimit = () =>
  useQuery({ queryKey: REST_LIMIT_KEY, queryFn: ({ signal }) => callApi(restLimitRoute, { signal }) })

export const useSaveRestLimit = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (restLimitSeconds: number) => callApi(saveRestLimitRoute, { body: { restLimitSeconds } }),
    onSuccess: (saved) => queryClient.setQueryData(REST_LIMIT_KEY, saved),
  })
}
