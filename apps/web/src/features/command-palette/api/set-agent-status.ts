import { agentStatusRoute, type AgentStatusChoice } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'

/**
 * The agent status choice of the switcher, through the contract's status command; the switcher follows by the
 * CTI state push. A refusal (an agent not signed in to the call centre, for one) is told as a toast.
 * @example const setStatus = useSetAgentStatus(); setStatus.mutate({ status: 1 })
 */
export const useSetAgentStatus = () => {
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: (choice: AgentStatusChoice) => callApi(agentStatusRoute, { body: choice }),
    onError: (error) => showToast('error', toErrorMessage(error, t)),
  })
}
