import { MENU_PERMISSIONS, WORKING_DESK_PRELOAD_DELAY_MS } from '@portal/contract'
import { useEffect, useState, type ComponentType } from 'react'
import type { UnreadWorkWatchProps } from '@/features/working-desk/components/unread-work-watch'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { useWorkingPlatformUnreadStore } from '../stores/working-platform-unread-store'

export type WorkingPlatformUnreadProps = { delayMs?: number }

/**
 * Keeps the working-platform menu dot (§6) on the agent's unread work, for holders of the desk's code. Its watcher
 * is a chunk of its own, loaded after the §9 working-desk preload delay: the dot can wait, the first load should
 * not. The chunk is loaded by hand rather than by React.lazy, whose failed load (the browser offline at that
 * moment) would throw into the frame and blank the page, calls and all: a failed load waits for `online` instead.
 */
export const WorkingPlatformUnread = ({
  delayMs = WORKING_DESK_PRELOAD_DELAY_MS,
}: WorkingPlatformUnreadProps) => {
  const canSeeDesk = useHasPermission(MENU_PERMISSIONS.workingPlatform)
  const setUnread = useWorkingPlatformUnreadStore((state) => state.setWorkingPlatformUnread)
  const [Watch, setWatch] = useState<ComponentType<UnreadWorkWatchProps> | null>(null)
  useEffect(() => {
    if (!canSeeDesk) return
    let isCurrent = true
    const load = () =>
      void import('@/features/working-desk/components/unread-work-watch').then(
        (module) => isCurrent && setWatch(() => module.UnreadWorkWatch),
        () => window.addEventListener('online', load, { once: true }),
      )
    const timer = setTimeout(load, delayMs)
    return () => {
      isCurrent = false
      clearTimeout(timer)
      window.removeEventListener('online', load)
    }
  }, [canSeeDesk, delayMs])
  return canSeeDesk && Watch ? <Watch onUnreadChange={setUnread} /> : null
}
