import type { FastifyInstance } from 'fastify'
import {
  assignWorkOrderRoute,
  changeWorkOrderStatusRoute,
  commentWorkOrderRoute,
  createWorkOrderRoute,
  workOrderDetailRoute,
  workOrderEventsRoute,
  workOrderGroupsRoute,
  workOrderListRoute,
  workOrderMembersRoute,
} from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { createWorkOrderFor } from './work-order-creation'
import { listWorkOrderEvents, listWorkOrderGroups, listWorkOrderMembers } from './work-order-event-repository'
import { listWorkOrders } from './work-order-list-repository'
import { findWorkOrder } from './work-order-repository'
import { assignWorkOrder, changeWorkOrderStatus, commentOnWorkOrder } from './work-order-service'

export async function workOrderRoutes(app: FastifyInstance) {
  serveRoute(app, workOrderListRoute, async ({ query, request }) =>
    request.withTenant((tx) => listWorkOrders(tx, query, request.session?.accountId ?? '')),
  )

  serveRoute(app, workOrderDetailRoute, async ({ params, request }) => {
    const workOrder = await request.withTenant((tx) => findWorkOrder(tx, params.id))
    if (!workOrder) throw notFound()
    return workOrder
  })

  serveRoute(app, workOrderEventsRoute, async ({ params, request }) =>
    request.withTenant(async (tx) => {
      if (!(await findWorkOrder(tx, params.id))) throw notFound()
      return listWorkOrderEvents(tx, params.id)
    }),
  )

  serveRoute(app, workOrderMembersRoute, async ({ request }) =>
    request.withTenant((tx) => listWorkOrderMembers(tx)),
  )

  serveRoute(app, workOrderGroupsRoute, async ({ request }) =>
    request.withTenant((tx) => listWorkOrderGroups(tx)),
  )

  serveRoute(app, createWorkOrderRoute, ({ body, request }) => createWorkOrderFor(request, body))
  serveRoute(app, changeWorkOrderStatusRoute, ({ params, body, request }) =>
    changeWorkOrderStatus(request, params.id, body.status),
  )
  serveRoute(app, assignWorkOrderRoute, ({ params, body, request }) =>
    assignWorkOrder(request, params.id, body),
  )
  serveRoute(app, commentWorkOrderRoute, ({ params, body, request }) =>
    commentOnWorkOrder(request, params.id, body),
  )
}
