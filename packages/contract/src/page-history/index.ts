import { defineDomain } from '../core/define-domain'
import { pageHistoryRoute, recordPageVisitRoute } from './page-history-routes'

export * from './page-history-routes'

/** Recently visited pages: recorded by the shell, shown by the dashboard. */
export const pageHistoryDomain = defineDomain({
  name: 'page-history',
  routes: { pageHistoryRoute, recordPageVisitRoute },
})
