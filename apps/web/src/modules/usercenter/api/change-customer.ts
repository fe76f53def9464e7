import {
  claimCustomerRoute,
  releaseCustomerRoute,
  requestBlacklistRoute,
  type CustomerDetail,
} from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { CUSTOMERS_QUERY_KEY } from './get-customers'

/** What an agent may do to a customer: claim it from the high seas, release it, ask to blacklist it. */
export type CustomerChange =
  | { kind: 'claim'; id: string }
  | { kind: 'release'; id: string }
  | { kind: 'blacklist'; id: string; reason: string }

export const changeCustomer = (change: CustomerChange): Promise<CustomerDetail> => {
  const params = { id: change.id }
  if (change.kind === 'claim') return callApi(claimCustomerRoute, { params })
  if (change.kind === 'release') return callApi(releaseCustomerRoute, { params })
  return callApi(requestBlacklistRoute, { params, body: { reason: change.reason } })
}

/** Changes a customer; every list and detail is fetched again (a claimed customer leaves the high seas). */
export const useChangeCustomer = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
  })
}
