import { maskPhone, TOOL_PERMISSIONS, type CreateWorkOrder, type WorkOrder } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import { AppError, notFound } from '../../lib/app-error'
import { recordAudit } from '../audit/audit-trail'
import { findCallCaller } from '../customers/call-caller-repository'
import { createWorkOrder } from './work-order-repository'

/**
 * Creates a work order from one of the tenant's calls, audited: the customer, their number and the call come from
 * the call's record (another tenant's call is not found). The call is a telephony record, so the member must also
 * hold the call centre's code; an unknown caller's order is named by their masked number.
 */
export async function createWorkOrderFromCall(
  request: FastifyRequest,
  body: CreateWorkOrder,
): Promise<WorkOrder> {
  if (!(await request.access()).permissions.has(TOOL_PERMISSIONS.speechAbility))
    throw new AppError('ACCESS_DENY', 'request.forbidden', 403)
  const created = await request.withTenant(async (tx) => {
    const caller = await findCallCaller(tx, body.callRecordId)
    if (!caller) return null
    const order = await createWorkOrder(tx, {
      title: body.title,
      description: body.description,
      customerId: caller.customerId,
      customerName: caller.customerName ?? maskPhone(caller.phone),
      customerPhone: caller.phone,
      callRecordId: body.callRecordId,
      createdBy: request.session?.accountId ?? '',
    })
    await recordAudit(tx, request, {
      action: 'workOrder.create',
      targetType: 'workOrder',
      targetId: order.id,
      targetName: order.number,
      after: { title: order.title, customerName: order.customerName, callRecordId: order.callRecordId },
    })
    return order
  })
  if (!created) throw notFound()
  return created
}
