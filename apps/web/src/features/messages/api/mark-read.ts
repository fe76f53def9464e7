import { markReadRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useMessageFlagMutation } from './use-message-flag-mutation'

/** Marks one message read or unread. */
export const markRead = ({ id, isRead }: { id: number; isRead: boolean }) =>
  callApi(markReadRoute, { params: { id }, body: { isRead } })

export const useMarkRead = () => useMessageFlagMutation(markRead, 'toast.readFailed')
