import { defineDomain } from '../core/define-domain'
import {
  createWorkOrderCategoryRoute,
  deleteWorkOrderCategoryRoute,
  updateWorkOrderCategoryRoute,
  workOrderCategoriesRoute,
} from './work-order-categories'
import { createWorkOrderRoute } from './work-order-create'
import {
  assignWorkOrderRoute,
  commentWorkOrderRoute,
  workOrderEventsRoute,
  workOrderGroupsRoute,
  workOrderMembersRoute,
} from './work-order-handling'
import { changeWorkOrderStatusRoute, workOrderDetailRoute, workOrderListRoute } from './work-order-routes'
import { workOrdersTexts } from './work-orders-texts'

export * from './work-order-routes'
export * from './work-order-create'
export * from './work-order-handling'
export * from './work-order-categories'
export * from './work-orders-texts'

/** Work orders. */
export const workOrdersDomain = defineDomain({
  name: 'work-orders',
  routes: {
    workOrderListRoute,
    workOrderDetailRoute,
    changeWorkOrderStatusRoute,
    createWorkOrderRoute,
    assignWorkOrderRoute,
    workOrderMembersRoute,
    workOrderEventsRoute,
    commentWorkOrderRoute,
    workOrderGroupsRoute,
    workOrderCategoriesRoute,
    createWorkOrderCategoryRoute,
    updateWorkOrderCategoryRoute,
    deleteWorkOrderCategoryRoute,
  },
  texts: workOrdersTexts,
})
