import { transferSatisfactionRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** Transfers the customer to the satisfaction survey; the agent's leg ends. */
export const transferSatisfaction = (callId: string) =>
  callApi(transferSatisfactionRoute, { body: { callId } })

export const useTransferSatisfaction = () => useCtiMutation(transferSatisfaction)
