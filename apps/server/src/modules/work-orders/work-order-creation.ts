import type { createWorkOrderSchema } from '@portal/contract'
import { CUSTOMER_PERMISSIONS, TOOL_PERMISSIONS, maskPhone, type WorkOrder } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { recordAudit } from '../audit/audit-trail'
import { findCallCaller } from '../customers/call-caller-repository'
import { findCustomer } from '../customers/customer-repository'
import { allFilesExist } from '../files/attachment-repository'
import { addWorkOrderEvent } from './work-order-event-repository'
import { createWorkOrder, findWorkOrder } from './work-order-repository'
import { findWorkOrderCategory } from './work-order-category-repository'
import { checkHandlers, recordAssignment } from './work-order-service'

type Body = z.output<typeof createWorkOrderSchema>
type Customer = { customerId: string | null; customerName: string; customerPhone: string }

const forbidden = () => new AppError('ACCESS_DENY', 'request.forbidden', 403)

/**
 * Who the order is for, from where it was created: a call's record (a telephony record: the call centre's code
 * too; an unknown caller is named by their masked number), a customer of the customer centre (its code too), or the
 * name the agent wrote. Another tenant's call or customer is not found.
 */
async function customerOf(tx: Queryable, request: FastifyRequest, body: Body): Promise<Customer> {
  const { permissions } = await request.access()
  if (body.callRecordId) {
    if (!permissions.has(TOOL_PERMISSIONS.speechAbility)) throw forbidden()
    const caller = await findCallCaller(tx, body.callRecordId)
    if (!caller) throw notFound()
    const customerName = caller.customerName ?? maskPhone(caller.phone)
    return { customerId: caller.customerId, customerName, customerPhone: caller.phone }
  }
  if (body.customerId) {
    if (!permissions.has(CUSTOMER_PERMISSIONS.customerCentre)) throw forbidden()
    const customer = await findCustomer(tx, body.customerId)
    if (!customer) throw notFound()
    return { customerId: customer.id, customerName: customer.name, customerPhone: customer.phone }
  }
  if (!body.customerName) throw new AppError('FAILURE', 'workOrder.customerRequired', 400)
  return { customerId: null, customerName: body.customerName, customerPhone: '' }
}

/**
 * Creates a pending work order (from a call, a customer or the list) with its attachments, due within its category's
 * time, audited, with its first line of history; an assignee must handle work orders (and be of its group), and is told, else the group.
 */
export async function createWorkOrderFor(request: FastifyRequest, body: Body): Promise<WorkOrder> {
  const accountId = request.session?.accountId ?? ''
  const created = await request.withTenant(async (tx) => {
    const customer = await customerOf(tx, request, body)
    const handlers = await checkHandlers(tx, { groupId: body.groupId, assigneeId: body.assigneeId })
    if (body.categoryId && !(await findWorkOrderCategory(tx, body.categoryId)))
      throw new AppError('FAILURE', 'workOrder.categoryNotFound', 400)
    // Its files are the creator's own uploads for work orders: another purpose's file, another member's upload or
    // another tenant's is refused like one that never existed.
    const attachmentIds = [...new Set(body.attachmentIds)]
    if (!(await allFilesExist(tx, 'workOrder', attachmentIds, { uploadedBy: accountId })))
      throw new AppError('FAILURE', 'workOrder.attachmentMissing', 400)
    const id = await createWorkOrder(tx, {
      ...customer,
      title: body.title,
      description: body.description,
      priority: body.priority,
      callRecordId: body.callRecordId ?? null,
      categoryId: body.categoryId,
      groupId: body.groupId,
      assigneeId: body.assigneeId,
      attachmentIds,
      createdBy: accountId,
    })
    await addWorkOrderEvent(tx, { workOrderId: id, actorId: accountId, kind: 'created' })
    const order = (await findWorkOrder(tx, id)) as WorkOrder
    if (body.assigneeId || body.groupId) await recordAssignment(tx, request, order, handlers)
    await recordAudit(tx, request, {
      action: 'workOrder.create',
      targetType: 'workOrder',
      targetId: order.id,
      targetName: order.number,
      after: {
        title: order.title,
        customerName: order.customerName,
        callRecordId: order.callRecordId,
        attachments: order.attachments.map((file) => file.fileName),
      },
    })
    return order
  })
  await request.server.deliverMessages()
  return created
}
