import { dtmfRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { showToast } from '@/lib/ui/toast'
import { ctiErrorText } from '@/lib/telephony/cti/cti-error-text'

/** Sends keypad digits on the call. */
export const sendDtmf = ({ callId, digits }: { callId: string; digits: string }) =>
  callApi(dtmfRoute, { params: { callId }, body: { digits } })

export const useSendDtmf = () => {
  const { t } = useTranslation('contract')
  return useMutation({ mutationFn: sendDtmf, onError: (error) => showToast('error', ctiErrorText(error, t)) })
}
