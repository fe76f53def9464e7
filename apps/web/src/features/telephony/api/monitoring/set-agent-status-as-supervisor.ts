import { monitorAgentStatusRoute, type RouteBody } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { showToast } from '@/lib/ui/toast'
import { ctiErrorText } from '@/lib/telephony/cti/cti-error-text'

type Body = RouteBody<typeof monitorAgentStatusRoute>

/**
 * A supervisor sets an agent's status; the board shows it when its push arrives (as any other change).
 * @example useSetAgentStatusAsSupervisor().mutate({ accountId, status: 4 })
 */
export const useSetAgentStatusAsSupervisor = () => {
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: (body: Body) => callApi(monitorAgentStatusRoute, { body }),
    onError: (error) => showToast('error', ctiErrorText(error, t)),
  })
}
