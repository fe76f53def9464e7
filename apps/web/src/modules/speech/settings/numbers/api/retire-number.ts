import { retireNumberRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useNumbersMutation } from './use-numbers-mutation'

/** Retires a number, or restores it. */
export const useRetireNumber = () =>
  useNumbersMutation(({ number, isRetired }: { number: string; isRetired: boolean }) =>
    callApi(retireNumberRoute, { params: { number }, body: { isRetired } }),
  )
