import type { CtiState, MessageKey } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { ctiErrorText } from './cti-error-text'
import { applyCtiState } from './get-cti-state'

/**
 * A command whose reply is the new CTI state: the reply replaces the page's (if newer), a failure is told as a
 * toast with the server's message or `failureKey`.
 * @example const hangUp = useCtiMutation((callId: string) => callAction(callId, 'hangup'))
 */
export const useCtiMutation = <Variables>(
  send: (variables: Variables) => Promise<CtiState>,
  failureKey?: MessageKey,
) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => applyCtiState(queryClient, state),
    onError: (error) => showToast('error', ctiErrorText(error, t, failureKey)),
  })
}
