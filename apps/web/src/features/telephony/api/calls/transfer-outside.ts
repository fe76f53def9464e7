import { transferOutsideRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** Transfers the call to an outside number; the agent's leg ends (§7 saveZhuanJieTelephone). */
export const transferOutside = (telephone: string) => callApi(transferOutsideRoute, { body: { telephone } })

export const useTransferOutside = () => useCtiMutation(transferOutside, 'telephony.transferOutsideFailed')
