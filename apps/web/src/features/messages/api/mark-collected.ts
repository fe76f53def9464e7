import { markCollectedRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useMessageFlagMutation } from './use-message-flag-mutation'

/** Stars (collects) or unstars one message. */
export const markCollected = ({ id, isCollection }: { id: number; isCollection: boolean }) =>
  callApi(markCollectedRoute, { params: { id }, body: { isCollection } })

export const useMarkCollected = () => useMessageFlagMutation(markCollected, 'toast.favouriteFailed')
