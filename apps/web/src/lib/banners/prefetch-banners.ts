import { DASHBOARD_PERMISSIONS, type TokenResponse } from '@portal/contract'
import { hasPermission } from '../access/has-permission'
import { queryClient } from '../api/query-client'
import { bannersQueryOptions } from './get-banners'

/** The codes that show the dashboard's banners: the dashboard itself, and its banner block. */
const BANNER_CODES = ['portal', DASHBOARD_PERMISSIONS.banner]

/**
 * Asks the banner list ahead of the dashboard's first render, when the member sees banners (asking without the
 * codes would be refused, and logged): the first banner is the largest thing the dashboard paints.
 */
export async function prefetchBannersFor({ authResult }: TokenResponse): Promise<void> {
  const { permissions } = authResult.principal
  if (BANNER_CODES.every((code) => hasPermission(permissions, code)))
    await queryClient.prefetchQuery(bannersQueryOptions())
}
