import '../translations'
import '@/lib/dates/dayjs-locale'
import '../shell.css'
import { productState } from '@portal/contract'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { PageLoading } from '@/components/page-loading'
import { useSession } from '@/lib/sessions/get-session'
import { WorkspaceLayout, type WorkspaceLayoutProps } from './workspace-layout'

// Only an expired tenant sees it, so the shell's first load does without it (and Ant Design's Result).
const ExpiryNotice = lazyWithRetry(() =>
  import('./expiry-notice').then((module) => ({ default: module.ExpiryNotice })),
)

export type PortalFrameProps = WorkspaceLayoutProps

/**
 * Every protected page sits in this frame (loaded lazily, never by the login page). An expired tenant sees only
 * the expiry notice. The app passes in what the frame needs from the module pages.
 */
export const PortalFrame = ({ requiredCodesOf }: PortalFrameProps) => {
  const { data: session } = useSession()
  if (!session) return <PageLoading />
  const state = productState(session.tenantInfo, session.timeZoneOffsetHours)
  if (state.kind === 'expired')
    return (
      <Suspense fallback={<PageLoading />}>
        <ExpiryNotice session={session} state={state} />
      </Suspense>
    )
  return <WorkspaceLayout requiredCodesOf={requiredCodesOf} />
}
