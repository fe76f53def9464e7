import { useEffect } from 'react'
import { createPath, useLocation } from 'react-router'
import { useSession } from '@/lib/sessions/get-session'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { isTabless } from '../route-rules'
import { useTabStore } from '../stores/tab-store'
import { useOpenTab } from './use-open-tab'

/**
 * Keeps the tab bar in step with the address: the user's own tabs (another user starts afresh), home pinned
 * first when the user may see it, and a tab for every page visited.
 */
export const useTabTracking = () => {
  const location = useLocation()
  const { data: session } = useSession()
  const canSeeHome = useHasPermission('portal')
  const claim = useTabStore((state) => state.claim)
  const open = useTabStore((state) => state.open)
  const openTab = useOpenTab()
  const owner = session ? `${session.authResult.principal.id}@${session.tenantInfo.tenantId}` : null
  const fullPath = createPath(location)

  useEffect(() => {
    if (!owner) return
    claim(owner)
    if (canSeeHome) open({ key: ROUTER_PATHS.home, fullPath: ROUTER_PATHS.home, isPinned: true })
  }, [owner, canSeeHome, claim, open])

  useEffect(() => {
    const { pathname } = new URL(fullPath, 'http://portal.invalid')
    // Home without the portal privilege only passes on to the first menu entry.
    if (isTabless(pathname) || (pathname === ROUTER_PATHS.home && !canSeeHome)) return
    openTab(fullPath)
  }, [fullPath, canSeeHome, openTab])
}
