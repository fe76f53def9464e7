import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageLoading } from '@/components/page-loading'

/** Every page is loaded lazily; this shows the spinner while one arrives. */
export const RootLayout = () => (
  <Suspense fallback={<PageLoading />}>
    <Outlet />
  </Suspense>
)
