import { Activity, Suspense, useMemo, type ReactNode } from 'react'
import { UNSAFE_LocationContext as LocationContext, type Location, type NavigationType } from 'react-router'
import { PageLoading } from '@/components/page-loading'

export type KeptPageProps = {
  location: Location
  navigationType: NavigationType
  isVisible: boolean
  children: ReactNode
}

/**
 * A kept-alive page: mounted but hidden while another tab shows (React's Activity keeps its state and pauses its
 * effects). It keeps seeing the address it was last shown at, so a hidden list does not read another page's
 * query; React Router offers no public way to give a subtree its own location.
 */
export const KeptPage = ({ location, navigationType, isVisible, children }: KeptPageProps) => {
  const value = useMemo(() => ({ location, navigationType }), [location, navigationType])
  return (
    <Activity mode={isVisible ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={value}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </LocationContext.Provider>
    </Activity>
  )
}
