import { transferCallRoute, type TransferTarget } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** Blind transfer of the call to a colleague or a skill group's queue; the agent's leg ends. */
export const transferCall = ({ callId, target }: { callId: string; target: TransferTarget }) =>
  callApi(transferCallRoute, { params: { callId }, body: target })

export const useTransferCall = () => useCtiMutation(transferCall)
