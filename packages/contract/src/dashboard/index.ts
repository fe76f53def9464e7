import { defineDomain } from '../core/define-domain'
import { companyDetailRoute, todoCountRoute } from './dashboard-routes'

export * from './dashboard-routes'

/** The dashboard's to-do counts and company detail. */
export const dashboardDomain = defineDomain({
  name: 'dashboard',
  routes: { todoCountRoute, companyDetailRoute },
})
