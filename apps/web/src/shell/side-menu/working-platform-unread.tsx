import { MENU_PERMISSIONS, WORKING_DESK_PRELOAD_DELAY_MS } from '@portal/contract'
import { Suspense, useEffect, useState } from 'react'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useWorkingPlatformUnreadStore } from '../stores/working-platform-unread-store'

// In its own chunk, loaded after the §9 working-desk preload delay: the dot can wait, the first load should not.
const UnreadWorkWatch = lazyWithRetry(() =>
  import('@/features/working-desk/components/unread-work-watch').then((m) => ({
    default: m.UnreadWorkWatch,
  })),
)

export type WorkingPlatformUnreadProps = { delayMs?: number }

/** Keeps the working-platform menu dot (§6) on the agent's unread work, for holders of the desk's code. */
export const WorkingPlatformUnread = ({
  delayMs = WORKING_DESK_PRELOAD_DELAY_MS,
}: WorkingPlatformUnreadProps) => {
  const canSeeDesk = useHasPermission(MENU_PERMISSIONS.workingPlatform)
  const setUnread = useWorkingPlatformUnreadStore((state) => state.setWorkingPlatformUnread)
  const [isDue, setIsDue] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setIsDue(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
  if (!canSeeDesk || !isDue) return null
  return (
    <Suspense fallback={null}>
      <UnreadWorkWatch onUnreadChange={setUnread} />
    </Suspense>
  )
}
