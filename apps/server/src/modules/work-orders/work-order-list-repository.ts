import {
  WORK_ORDER_NOBODY,
  WORK_ORDER_TOTAL_CAP,
  type WorkOrderFilter,
  type WorkOrderPage,
  type workOrderSearchSchema,
} from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'
import { sqlParams } from '../../lib/sql-params'
import { SELECT_ORDER, toWorkOrder, type WorkOrderRow } from './work-order-repository'
import { IS_OVERDUE, OPEN_WORK_ORDERS, VIEW_CONDITIONS } from './work-order-views'

type Search = z.output<typeof workOrderSearchSchema>

/** A keyword that is a whole order number (WO000123). */
const WHOLE_NUMBER = /^\s*wo\d{6,}\s*$/i

/** The search's conditions on an order `w`, the member being `$1`. */
function searchConditions(search: Omit<Search, 'page' | 'pageSize'>, accountId: string) {
  const params = sqlParams()
  params.add(accountId || null)
  const conditions = [`(${VIEW_CONDITIONS[search.filterMenu]})`]
  const keyword = likePattern(search.keyword)
  if (keyword && WHOLE_NUMBER.test(search.keyword ?? '')) {
    // A whole order number is found by the number's index (an ILIKE cannot use one under row-level security).
    conditions.push(`w.number = ${params.add(search.keyword?.trim().toUpperCase())}`)
  } else if (keyword) {
    // Through the trigram indexes, which the tenant's row-level security keeps an ILIKE here from using (0065).
    conditions.push(`w.id IN (SELECT work_order_keyword_matches(${params.add(keyword)}))`)
  }
  if (search.status) conditions.push(`w.status = ${params.add(search.status)}`)
  if (search.assigneeId === WORK_ORDER_NOBODY) conditions.push('w.assignee_id IS NULL')
  else if (search.assigneeId) conditions.push(`w.assignee_id = ${params.add(search.assigneeId)}::uuid`)
  if (search.groupId) conditions.push(`w.assignee_group_id = ${params.add(search.groupId)}::uuid`)
  if (search.categoryId) conditions.push(`w.category_id = ${params.add(search.categoryId)}::uuid`)
  if (search.due === 'overdue') conditions.push(IS_OVERDUE)
  if (search.due === 'dueSoon')
    conditions.push(
      `(w.status IN ${OPEN_WORK_ORDERS} AND w.due_at BETWEEN now() AND now() + interval '1 day')`,
    )
  return { where: conditions.join(' AND '), params }
}

/**
 * A page of one of the current tenant's lists for a member, newest first, searched by a keyword in the number,
 * title or customer and filtered; with how many match (unless `counted` is false: a quick search needs no total).
 */
export async function listWorkOrders(
  tx: Queryable,
  search: Search,
  accountId: string,
  counted = true,
): Promise<WorkOrderPage> {
  const { where, params } = searchConditions(search, accountId)
  // Counted up to one past the cap: it stops early on a large tenant's list and still says the cap was passed.
  const { rows: totals } = counted
    ? await tx.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM work_orders w WHERE ${where} LIMIT ${
          WORK_ORDER_TOTAL_CAP + 1
        }) AS matching`,
        params.values,
      )
    : { rows: [] }
  const limit = params.add(search.pageSize)
  const offset = params.add((search.page - 1) * search.pageSize)
  const { rows } = await tx.query<WorkOrderRow>(
    `${SELECT_ORDER} WHERE ${where} ORDER BY w.created_at DESC, w.number DESC LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  )
  const total = totals[0]?.total ?? rows.length
  return {
    list: rows.map(toWorkOrder),
    total: Math.min(total, WORK_ORDER_TOTAL_CAP),
    totalCapped: total > WORK_ORDER_TOTAL_CAP,
  }
}

/**
 * How many work orders are in each of the member's lists (pending, submitted, resolved), and how many of the pending
 * list are overdue, for the to-do counts.
 */
export async function countWorkOrderViews(
  tx: Queryable,
  accountId: string,
): Promise<Record<Exclude<WorkOrderFilter, 'all'> | 'overdue', number>> {
  const { rows } = await tx.query<{ pending: number; submitted: number; resolved: number; overdue: number }>(
    `SELECT count(*) FILTER (WHERE ${VIEW_CONDITIONS.pending})::int AS pending,
            count(*) FILTER (WHERE ${VIEW_CONDITIONS.submitted})::int AS submitted,
            count(*) FILTER (WHERE ${VIEW_CONDITIONS.resolved})::int AS resolved,
            count(*) FILTER (WHERE ${VIEW_CONDITIONS.pending} AND ${IS_OVERDUE})::int AS overdue
     FROM work_orders w`,
    [accountId],
  )
  return rows[0] ?? { pending: 0, submitted: 0, resolved: 0, overdue: 0 }
}
