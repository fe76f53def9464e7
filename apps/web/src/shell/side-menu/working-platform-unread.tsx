import { MENU_PERMISSIONS } from '@portal/contract'
import { Suspense, lazy } from 'react'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { useWorkingPlatformUnreadStore } from '../stores/working-platform-unread-store'

// In its own chunk after the menu shows: the first load carries none of the working desk.
const UnreadWorkWatch = lazy(() =>
  import('@/features/working-desk/components/unread-work-watch').then((m) => ({
    default: m.UnreadWorkWatch,
  })),
)

/** Keeps the working-platform menu dot (§6) on the agent's unread work, for holders of the desk's code. */
export const WorkingPlatformUnread = () => {
  const canSeeDesk = useHasPermission(MENU_PERMISSIONS.workingPlatform)
  const setUnread = useWorkingPlatformUnreadStore((state) => state.setWorkingPlatformUnread)
  if (!canSeeDesk) return null
  return (
    <Suspense fallback={null}>
      <UnreadWorkWatch onUnreadChange={setUnread} />
    </Suspense>
  )
}
