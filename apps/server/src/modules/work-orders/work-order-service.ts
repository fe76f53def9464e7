import {
  MESSAGE_TYPES,
  type Locale,
  WORK_ORDER_NEXT_STATUSES,
  translateMessage,
  workOrderPageAddress,
  type WorkOrder,
  type WorkOrderComment,
  type WorkOrderEvent,
  type WorkOrderStatus,
} from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { escapeHtml } from '../../lib/escape-html'
import { addMessagesInTheirLanguage } from '../messages/account-message-repository'
import { addWorkOrderEvent, listWorkOrderEvents, listWorkOrderMembers } from './work-order-event-repository'
import {
  findWorkOrder,
  lockWorkOrderStatus,
  setWorkOrderAssignee,
  setWorkOrderStatus,
} from './work-order-repository'

const accountOf = (request: FastifyRequest) => request.session?.accountId ?? ''

/** Refuses anyone among `ids` who is not an active member of the tenant allowed to handle work orders. */
export async function requireWorkOrderMembers(tx: Queryable, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  if ((await listWorkOrderMembers(tx, unique)).length !== unique.length)
    throw new AppError('FAILURE', 'workOrder.memberNotFound', 400)
}

/**
 * Tells members about an order in the message centre (type 1, work order), each in the language they read in, with
 * a link to the order; nobody is told of their own doing.
 */
export async function tellAboutWorkOrder(
  tx: Queryable,
  request: FastifyRequest,
  order: Pick<WorkOrder, 'id' | 'number'>,
  notice: { accountIds: readonly string[]; title: (locale: Locale) => string; text: string },
): Promise<void> {
  await addMessagesInTheirLanguage(tx, {
    type: MESSAGE_TYPES.workOrder,
    accountIds: notice.accountIds.filter((id) => id !== accountOf(request)),
    createdBy: accountOf(request),
    write: (locale) => ({
      title: notice.title(locale),
      content: `<p>${escapeHtml(notice.text)}</p><p><a href="${workOrderPageAddress(order.id)}">${escapeHtml(
        translateMessage(locale, 'workOrder.messageLink'),
      )}</a></p>`,
    }),
  })
}

/** Writes in an order's history who it was given to (null: nobody) and tells them it is theirs. */
export async function recordAssignment(
  tx: Queryable,
  request: FastifyRequest,
  order: Pick<WorkOrder, 'id' | 'number' | 'title'>,
  assigneeId: string | null,
): Promise<void> {
  await addWorkOrderEvent(tx, {
    workOrderId: order.id,
    actorId: accountOf(request),
    kind: 'assigned',
    assigneeId,
  })
  await tellAboutWorkOrder(tx, request, order, {
    accountIds: assigneeId ? [assigneeId] : [],
    title: (locale) => translateMessage(locale, 'workOrder.assignedMessageTitle', { number: order.number }),
    text: order.title,
  })
}

/** Runs a change of one order, which must be the tenant's, then delivers any message it wrote. */
async function changeOrder<T>(
  request: FastifyRequest,
  id: string,
  change: (tx: Queryable, status: WorkOrderStatus) => Promise<T>,
): Promise<T> {
  const result = await request.withTenant(async (tx) => {
    const status = await lockWorkOrderStatus(tx, id)
    if (!status) throw notFound()
    return change(tx, status)
  })
  await request.server.deliverMessages()
  return result
}

/** Moves an order to a status its current one allows, and writes it in the history. */
export const changeWorkOrderStatus = (request: FastifyRequest, id: string, next: WorkOrderStatus) =>
  changeOrder(request, id, async (tx, current) => {
    if (!WORK_ORDER_NEXT_STATUSES[current].includes(next))
      throw new AppError('FAILURE', 'workOrder.statusNotAllowed', 400)
    await setWorkOrderStatus(tx, id, next, accountOf(request))
    await addWorkOrderEvent(tx, {
      workOrderId: id,
      actorId: accountOf(request),
      kind: 'status',
      status: next,
    })
    return (await findWorkOrder(tx, id)) as WorkOrder
  })

/** Gives an order to a member who may handle work orders (or to nobody), writes it and tells them. */
export const assignWorkOrder = (request: FastifyRequest, id: string, assigneeId: string | null) =>
  changeOrder(request, id, async (tx) => {
    if (assigneeId) await requireWorkOrderMembers(tx, [assigneeId])
    await setWorkOrderAssignee(tx, id, assigneeId)
    const order = (await findWorkOrder(tx, id)) as WorkOrder
    await recordAssignment(tx, request, order, assigneeId)
    return order
  })

/** Comments on an order; the colleagues it @mentions must handle work orders, and are told. */
export const commentOnWorkOrder = (request: FastifyRequest, id: string, comment: WorkOrderComment) =>
  changeOrder(request, id, async (tx): Promise<WorkOrderEvent> => {
    await requireWorkOrderMembers(tx, comment.mentionIds)
    const eventId = await addWorkOrderEvent(tx, {
      workOrderId: id,
      actorId: accountOf(request),
      kind: 'comment',
      body: comment.body,
      mentionIds: [...new Set(comment.mentionIds)],
    })
    const order = (await findWorkOrder(tx, id)) as WorkOrder
    const [event] = await listWorkOrderEvents(tx, id, eventId)
    await tellAboutWorkOrder(tx, request, order, {
      accountIds: comment.mentionIds,
      title: (locale) =>
        translateMessage(locale, 'workOrder.mentionedMessageTitle', {
          name: event?.actor?.name ?? '',
          number: order.number,
        }),
      text: comment.body,
    })
    return event as WorkOrderEvent
  })
