import { Navigate } from 'react-router'
import { HomePage } from '@/modules/home/home-page'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { useMenuTree } from '@/lib/menus/get-menu-tree'
import { firstLandingPath } from '@/lib/menus/menu-target'
import { ErrorPage } from '@/components/error-pages/error-page'
import { PageLoading } from '@/components/page-loading'

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
  return landing ? <Navigate to={landing} replace /> : <ErrorPage status={403} isFramed />
}
