import type { RouteObject } from 'react-router'
import type { ErrorStatus } from '@/components/error-pages/error-page'

const errorPage =
  (status: ErrorStatus, isFramed: boolean): RouteObject['lazy'] =>
  async () => {
    const { ErrorPage } = await import('@/components/error-pages/error-page')
    return { element: <ErrorPage status={status} isFramed={isFramed} /> }
  }

const STATUSES: readonly ErrorStatus[] = [403, 404, 500]

/** The routes that open without a session (spec §2 exempt routes): 403, 404, 500 (and their frame variants), packageCheck. */
export const exemptRoutes: RouteObject[] = [
  ...STATUSES.map((status) => ({ path: String(status), lazy: errorPage(status, false) })),
  ...STATUSES.map((status) => ({ path: `page/${status}`, lazy: errorPage(status, true) })),
  {
    path: 'packageCheck',
    lazy: () =>
      import('@/features/package-check/components/package-check-page').then((m) => ({
        Component: m.PackageCheckPage,
      })),
  },
]
