import { saveOutboundNumbersRoute, type OutboundNumbersForm } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useNumbersMutation } from './use-numbers-mutation'

/** Sets which numbers a skill group's agents call out from, and its default. */
export const useSaveOutboundNumbers = () =>
  useNumbersMutation(({ skillGroupId, body }: { skillGroupId: string; body: OutboundNumbersForm }) =>
    callApi(saveOutboundNumbersRoute, { params: { skillGroupId }, body }),
  )
