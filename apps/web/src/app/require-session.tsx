import { Suspense, type ReactNode } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { Outlet } from 'react-router'
import { useSession } from '@/lib/sessions/get-session'
import { isRemoteLogin, isSessionEnded } from '@/lib/api/api-error'
import { LeaveForLogin } from './leave-for-login'
import { PageLoading } from '@/components/page-loading'

// Rarely needed, so its Alert and Button stay out of the first JavaScript.
const SessionError = lazyWithRetry(() =>
  import('./session-error').then((module) => ({ default: module.SessionError })),
)
// The push socket and its dialog matter only once a session is live, so the login page never loads them.
const SessionWatch = lazyWithRetry(() =>
  import('@/features/sessions/components/session-watch').then((module) => ({
    default: module.SessionWatch,
  })),
)
const ForcedOfflineDialog = lazyWithRetry(() =>
  import('@/features/sessions/components/forced-offline-dialog').then((module) => ({
    default: module.ForcedOfflineDialog,
  })),
)

/**
 * Guards the routes that need a session: runs the login check, watches the live session (push socket, remote
 * login, expiry), and sends a visitor without a live session to the login page (or SSO), carrying the path to
 * come back to (`leave`: how a page outside the portal's router leaves). A session ended by a login elsewhere
 * first says so in the forced-offline dialog.
 */
export const RequireSession = ({ leave = <LeaveForLogin /> }: { leave?: ReactNode }) => {
  const session = useSession()
  const handleRetry = () => void session.refetch()

  if (session.isError && isRemoteLogin(session.error)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ForcedOfflineDialog message={session.error.message} />
      </Suspense>
    )
  }
  if (session.isError && isSessionEnded(session.error)) return leave
  if (session.data) {
    return (
      <>
        <Outlet />
        <Suspense>
          <SessionWatch />
        </Suspense>
      </>
    )
  }
  if (session.isError) return <SessionError error={session.error} onRetry={handleRetry} />
  return <PageLoading />
}
