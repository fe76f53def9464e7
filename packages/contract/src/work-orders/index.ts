import { defineDomain } from '../core/define-domain'
import { createWorkOrderRoute } from './work-order-create'
import { resolveWorkOrderRoute, workOrderDetailRoute, workOrderListRoute } from './work-order-routes'
import { workOrdersTexts } from './work-orders-texts'

export * from './work-order-routes'
export * from './work-order-create'

/** Work orders. */
export const workOrdersDomain = defineDomain({
  name: 'work-orders',
  routes: { workOrderListRoute, workOrderDetailRoute, resolveWorkOrderRoute, createWorkOrderRoute },
  texts: workOrdersTexts,
})
