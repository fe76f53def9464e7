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
import { addLinkedNotices } from '../messages/account-message-repository'
import {
  addWorkOrderEvent,
  listWorkOrderEvents,
  listWorkOrderGroups,
  listWorkOrderMembers,
} from './work-order-event-repository'
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

/** Who an order is given to: a group of the tenant, a member who handles work orders (of that group), both or none. */
export type WorkOrderHandlers = { groupId: string | null; assigneeId: string | null }

/** Who an order was checked to be given to: the group's name, and whom to tell. */
export type CheckedHandlers = WorkOrderHandlers & { groupName: string | null; toldIds: string[] }

/**
 * Checks who an order is to be given to, and finds whom to tell: the member, else each member of the group.
 * @example const to = await checkHandlers(tx, { groupId, assigneeId: null }) // to.toldIds: the group's members
 */
export async function checkHandlers(tx: Queryable, to: WorkOrderHandlers): Promise<CheckedHandlers> {
  if (to.assigneeId) await requireWorkOrderMembers(tx, [to.assigneeId])
  if (!to.groupId) return { ...to, groupName: null, toldIds: to.assigneeId ? [to.assigneeId] : [] }
  const [group] = await listWorkOrderGroups(tx, to.groupId)
  if (!group) throw new AppError('FAILURE', 'workOrder.groupNotFound', 400)
  if (to.assigneeId && !group.memberIds.includes(to.assigneeId))
    throw new AppError('FAILURE', 'workOrder.memberNotInGroup', 400)
  return { ...to, groupName: group.name, toldIds: to.assigneeId ? [to.assigneeId] : group.memberIds }
}

/**
 * Tells members about an order in the message centre (type 1, work order), each in the language they read in, with
 * a link to the order; nobody is told of their own doing.
 */
export const tellAboutWorkOrder = (
  tx: Queryable,
  request: FastifyRequest,
  order: Pick<WorkOrder, 'id' | 'number'>,
  notice: { accountIds: readonly string[]; title: (locale: Locale) => string; text: string },
) =>
  addLinkedNotices(tx, {
    type: MESSAGE_TYPES.workOrder,
    accountIds: notice.accountIds,
    createdBy: accountOf(request),
    title: notice.title,
    text: () => notice.text,
    link: {
      href: workOrderPageAddress(order.id),
      label: (locale) => translateMessage(locale, 'workOrder.messageLink'),
    },
  })

/**
 * Writes in an order's history who it was given to (both null: nobody) and tells them it is theirs: the member, else
 * each member of the group.
 */
export async function recordAssignment(
  tx: Queryable,
  request: FastifyRequest,
  order: Pick<WorkOrder, 'id' | 'number' | 'title'>,
  to: CheckedHandlers,
): Promise<void> {
  const { groupName, toldIds } = to
  await addWorkOrderEvent(tx, {
    workOrderId: order.id,
    actorId: accountOf(request),
    kind: 'assigned',
    assigneeId: to.assigneeId,
    groupId: to.groupId,
  })
  await tellAboutWorkOrder(tx, request, order, {
    accountIds: toldIds,
    title: (locale) =>
      to.assigneeId || !groupName
        ? translateMessage(locale, 'workOrder.assignedMessageTitle', { number: order.number })
        : translateMessage(locale, 'workOrder.groupAssignedMessageTitle', {
            number: order.number,
            group: groupName,
          }),
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

/** Gives an order to a group, a member who may handle work orders, both or nobody; writes it and tells them. */
export const assignWorkOrder = (request: FastifyRequest, id: string, to: WorkOrderHandlers) =>
  changeOrder(request, id, async (tx) => {
    const checked = await checkHandlers(tx, to)
    await setWorkOrderAssignee(tx, id, to)
    const order = (await findWorkOrder(tx, id)) as WorkOrder
    await recordAssignment(tx, request, order, checked)
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
