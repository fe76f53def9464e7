import { simulateInboundRoute, type RouteBody } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { showToast } from '@/lib/ui/toast'
import { ctiErrorText } from '@/lib/telephony/cti/cti-error-text'

/** Demo mode: a simulated customer calls in, into a skill group's queue or straight to one agent. */
export const simulateInbound = (body: RouteBody<typeof simulateInboundRoute>) =>
  callApi(simulateInboundRoute, { body })

export const useSimulateInbound = () => {
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: simulateInbound,
    onError: (error) => showToast('error', ctiErrorText(error, t)),
  })
}
