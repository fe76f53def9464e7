import { consultCallRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

/** Consults a colleague about the call: the customer is held and the colleague's phone rings. */
export const consultCall = ({ callId, accountId }: { callId: string; accountId: string }) =>
  callApi(consultCallRoute, { params: { callId }, body: { accountId } })

export const useConsultCall = () => useCtiMutation(consultCall)
