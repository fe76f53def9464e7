import '../translations'
import '@/lib/dates/dayjs-locale'
import '../shell.css'
import { productState } from '@portal/contract'
import { PageLoading } from '@/components/page-loading'
import { useSession } from '@/lib/sessions/get-session'
import { ExpiryNotice } from './expiry-notice'
import { WorkspaceLayout, type WorkspaceLayoutProps } from './workspace-layout'

export type PortalFrameProps = WorkspaceLayoutProps

/**
 * Every protected page sits in this frame (loaded lazily, never by the login page). An expired tenant sees only
 * the expiry notice. The app passes in what the frame needs from the module pages.
 */
export const PortalFrame = ({ requiredCodesOf }: PortalFrameProps) => {
  const { data: session } = useSession()
  if (!session) return <PageLoading />
  const state = productState(session.tenantInfo, session.timeZoneOffsetHours)
  if (state.kind === 'expired') return <ExpiryNotice session={session} state={state} />
  return <WorkspaceLayout requiredCodesOf={requiredCodesOf} />
}
