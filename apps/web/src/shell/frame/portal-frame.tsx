import '../translations'
import '../dayjs-locale'
import '../shell.css'
import { productState } from '@portal/contract'
import { PageLoading } from '@/components/page-loading'
import { useSession } from '@/lib/api/get-session'
import { ExpiryNotice } from './expiry-notice'
import { WorkspaceLayout } from './workspace-layout'

/**
 * Every protected page sits in this frame (loaded lazily, never by the login page). An expired tenant sees only
 * the expiry notice.
 */
export const PortalFrame = () => {
  const { data: session } = useSession()
  if (!session) return <PageLoading />
  const state = productState(session.tenantInfo, session.timeZoneOffsetHours)
  if (state.kind === 'expired') return <ExpiryNotice session={session} state={state} />
  return <WorkspaceLayout />
}
