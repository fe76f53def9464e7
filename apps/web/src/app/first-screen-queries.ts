import { DEFAULT_ROUTE_PATH } from '@portal/contract'
import { queryClient } from '@/lib/api/query-client'
import { frontConfigQueryOptions } from '@/lib/front-config/get-front-config'
import { sessionQueryOptions } from '@/lib/sessions/get-session'
import { isBehindSessionGuard } from './router'

/**
 * The first screen's first questions, asked as the page starts, beside the language bundle and the route's chunks
 * rather than at the first render: the front config on every page; the login check on a page behind the session
 * guard (a login page asks none, so it logs no refused check); and on the dashboard the banner list once the login
 * check allows it (its first picture is the largest thing that screen paints; it was asked only after the
 * dashboard's chunks and first render). The banners' module loads only there, beside the login check. Settles
 * once every ask has been answered.
 */
export async function askFirstScreenQueries(pathname: string): Promise<void> {
  const config = queryClient.prefetchQuery(frontConfigQueryOptions())
  if (!isBehindSessionGuard(pathname)) return config
  const session = queryClient.fetchQuery(sessionQueryOptions())
  const banners = pathname === DEFAULT_ROUTE_PATH ? import('@/lib/banners/prefetch-banners') : null
  await Promise.all([session, banners, config]).then(
    ([answer, module]) => module?.prefetchBannersFor(answer),
    () => undefined,
  )
}
