import { acwRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** Ends the after-call work now or extends it. */
export const acw = (action: 'end' | 'extend') => callApi(acwRoute, { body: { action } })

export const useAcw = () => useCtiMutation(acw)
