import { OPEN_WORK_ORDER_STATUSES, type WorkOrderFilter } from '@portal/contract'
import { sqlTextList } from '../../lib/sql-text-list'

/** The contract's open statuses as a SQL list: the orders still waiting on someone. */
export const OPEN_WORK_ORDERS = sqlTextList(OPEN_WORK_ORDER_STATUSES)

/** The skill groups of the member `$1`. */
const MY_GROUPS = 'SELECT skill_group_id FROM skill_group_members WHERE account_id = $1::uuid'
/** An order `w` is the member's own: given to them, or to nobody in particular of their group or of everyone. */
const IS_MINE = `(w.assignee_id = $1::uuid OR (w.assignee_id IS NULL
  AND (w.assignee_group_id IS NULL OR w.assignee_group_id IN (${MY_GROUPS}))))`

/**
 * Each list's condition on an order `w` for the member `$1` (contract WORK_ORDER_FILTERS): what waits on them (open
 * and their own or their group's), what they created and is still open, what is resolved and their own or created by
 * them.
 */
export const VIEW_CONDITIONS: Record<WorkOrderFilter, string> = {
  // Names the member too, though it does not depend on them: every list's query has the same parameters.
  all: '($1::uuid IS NULL OR true)',
  pending: `w.status IN ${OPEN_WORK_ORDERS} AND ${IS_MINE}`,
  submitted: `w.status IN ${OPEN_WORK_ORDERS} AND w.created_by = $1::uuid`,
  resolved: `w.status = 'resolved' AND (${IS_MINE} OR w.created_by = $1::uuid)`,
}

/** An open order `w` past its due time. */
export const IS_OVERDUE = `(w.status IN ${OPEN_WORK_ORDERS} AND w.due_at < now())`
