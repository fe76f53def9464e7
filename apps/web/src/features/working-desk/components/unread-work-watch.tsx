import { useEffect } from 'react'
import { UNREAD_WORK_QUERY_KEY, useUnreadWork } from '../api/get-unread-work'
import { useRefetchOnCtiChange } from '../hooks/use-refetch-on-cti-change'

export type UnreadWorkWatchProps = { onUnreadChange: (count: number) => void }

/**
 * Tells the shell the agent's unread work (missed calls not called back, due outbound tasks), read again on every
 * change of their CTI state; renders nothing. Mount it only for holders of the working-platform code.
 */
export const UnreadWorkWatch = ({ onUnreadChange }: UnreadWorkWatchProps) => {
  const { data: unread = 0 } = useUnreadWork()
  useRefetchOnCtiChange(UNREAD_WORK_QUERY_KEY)
  useEffect(() => onUnreadChange(unread), [unread, onUnreadChange])
  return null
}
