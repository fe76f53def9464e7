import type { NewsMessage } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'
import { showToast } from '@/lib/ui/toast'
import { patchCachedMessage } from './patch-cached-message'

type FlagChange = { id: number } & Partial<Pick<NewsMessage, 'isRead' | 'isCollection'>>

/**
 * A read or star toggle: shown at once, then the messages (lists, counts) refetched; a failure puts the old
 * state back and says why with `failureKey` (a news text taking {{reason}}).
 * @example const markRead = useMessageFlagMutation(putRead, 'toast.readFailed')
 */
export const useMessageFlagMutation = <T extends FlagChange>(
  mutationFn: (change: T) => Promise<unknown>,
  failureKey: string,
) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('messages')
  return useMutation({
    mutationFn,
    onMutate: ({ id, ...patch }) => patchCachedMessage(queryClient, id, patch),
    onError: (error) => showToast('error', t(failureKey, { reason: toErrorMessage(error, t) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  })
}
