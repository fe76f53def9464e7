import type { FastifyInstance } from 'fastify'
import {
  createWorkOrderRoute,
  resolveWorkOrderRoute,
  workOrderDetailRoute,
  workOrderListRoute,
} from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { createWorkOrderFromCall } from './work-order-from-call'
import { findWorkOrder, listWorkOrders, resolveWorkOrder } from './work-order-repository'

export async function workOrderRoutes(app: FastifyInstance) {
  serveRoute(app, workOrderListRoute, async ({ query, request }) =>
    request.withTenant((tx) =>
      listWorkOrders(tx, query.filterMenu === 'all' ? null : query.filterMenu, query.keyword),
    ),
  )

  serveRoute(app, workOrderDetailRoute, async ({ params, request }) => {
    const workOrder = await request.withTenant((tx) => findWorkOrder(tx, params.id))
    if (!workOrder) throw notFound()
    return workOrder
  })

  serveRoute(app, resolveWorkOrderRoute, async ({ params, request }) => {
    const resolved = await request.withTenant((tx) =>
      resolveWorkOrder(tx, params.id, request.session?.accountId ?? ''),
    )
    if (!resolved) throw notFound()
    return resolved
  })

  serveRoute(app, createWorkOrderRoute, ({ body, request }) => createWorkOrderFromCall(request, body))
}
