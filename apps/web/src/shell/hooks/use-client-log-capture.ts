import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { captureClientLog } from '@/lib/client-log/capture-client-log'
import { clientLog } from '@/lib/client-log/client-log'
import { toPortalPath } from '@/lib/routing/portal-path'

/** Records errors, failed calls and navigations (the path only) in the client log while the shell is up. */
export const useClientLogCapture = () => {
  const { pathname } = useLocation()
  useEffect(() => captureClientLog(), [])
  useEffect(() => clientLog.record({ kind: 'navigation', path: toPortalPath(pathname) }), [pathname])
}
