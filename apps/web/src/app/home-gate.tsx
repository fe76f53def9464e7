import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { Navigate } from 'react-router'
import { HomePage } from '@/modules/home/home-page'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { useMenuTree } from '@/lib/menus/get-menu-tree'
import { firstLandingPath } from '@/lib/menus/menu-target'
import { PageLoading } from '@/components/page-loading'

// Shown only to someone with neither the dashboard nor a menu entry, so the dashboard's first load does without it.
const ErrorPage = lazyWithRetry(() =>
  import('@/components/error-pages/error-page').then((module) => ({ default: module.ErrorPage })),
)

/**
 * Home (spec §2 router guard): the dashboard with the portal privilege, else the first visible non-button menu
 * entry with a url, else 403.
 */
export const HomeGate = () => {
  const canSeeHome = useHasPermission('portal')
  const menu = useMenuTree()
  if (canSeeHome) return <HomePage />
  if (menu.isPending) return <PageLoading />
  const landing = firstLandingPath(menu.data ?? [])
  if (landing) return <Navigate to={landing} replace />
  return (
    <Suspense fallback={<PageLoading />}>
      <ErrorPage status={403} isFramed />
    </Suspense>
  )
}
