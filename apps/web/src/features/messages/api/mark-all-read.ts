import { markAllReadRoute, type MessageType } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { toErrorMessage } from '@/lib/api/error-message'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'
import { showToast } from '@/lib/ui/toast'

/** Marks every visible message of a category read (0: all categories). */
export const markAllRead = (messageType: MessageType) => callApi(markAllReadRoute, { body: { messageType } })

export const useMarkAllRead = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('messages')
  return useMutation({
    mutationFn: markAllRead,
    onError: (error) =>
      showToast('error', t('toast.markAllReadFailed', { reason: toErrorMessage(error, t) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  })
}
