import { simulateFarEndHangupRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { showToast } from '@/lib/ui/toast'
import { ctiErrorText } from '@/lib/telephony/cti/cti-error-text'

/** Demo mode: the simulated far end of a call hangs up now. */
export const simulateFarEndHangup = (callId: string) =>
  callApi(simulateFarEndHangupRoute, { params: { callId } })

export const useSimulateFarEndHangup = () => {
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: simulateFarEndHangup,
    onError: (error) => showToast('error', ctiErrorText(error, t)),
  })
}
