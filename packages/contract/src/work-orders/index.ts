import { defineDomain } from '../core/define-domain'
import { resolveWorkOrderRoute, workOrderDetailRoute, workOrderListRoute } from './work-order-routes'

export * from './work-order-routes'

/** Work orders. */
export const workOrdersDomain = defineDomain({
  name: 'work-orders',
  routes: { workOrderListRoute, workOrderDetailRoute, resolveWorkOrderRoute },
})
