import { defineDomain } from '../core/define-domain'
import { companyDetailRoute, todoCountRoute } from './dashboard-routes'

export * from './dashboard-routes'

export const dashboardDomain = defineDomain({
  name: 'dashboard',
  routes: { todoCountRoute, companyDetailRoute },
})
