import { TO_DO_PERMISSIONS, type TodoCounts, type todoCountRoute } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import type { Access } from '../access/access-repository'
import { RECORD_KINDS } from '../records/record-kinds'
import { countOpenRecords } from '../records/record-repository'
import { countWorkOrderViews } from '../work-orders/work-order-list-repository'

type TodoFlags = z.output<typeof todoCountRoute.body>
type TodoCode = (typeof TO_DO_PERMISSIONS)[keyof typeof TO_DO_PERMISSIONS]

/** The body flag that stands for each to-do code (spec §6 To-do items ↔ §7 the *Auth flags). */
const FLAG_OF_CODE: Record<TodoCode, keyof TodoFlags> = {
  [TO_DO_PERMISSIONS.workingPlatform]: 'workingPlatformAuth',
  [TO_DO_PERMISSIONS.onlineAbility]: 'onlineAuth',
  [TO_DO_PERMISSIONS.speechAbility]: 'speechAuth',
  [TO_DO_PERMISSIONS.offlineMessage]: 'offlineMessageAuth',
  [TO_DO_PERMISSIONS.callTask]: 'callTaskAuth',
  [TO_DO_PERMISSIONS.returnVisitPlan]: 'returnVisitPlanAuth',
  [TO_DO_PERMISSIONS.workOrderCentre]: 'workorderAuth',
  [TO_DO_PERMISSIONS.blacklistAudit]: 'auditBlacklistAuth',
}

type CountContext = {
  tx: Queryable
  accountId: string
  /** How many work orders are in each of the user's lists, in one query however many are shown. */
  workOrderViews: () => ReturnType<typeof countWorkOrderViews>
}
type Counter = (context: CountContext) => Promise<number>

const countWorkOrders =
  (view: keyof Awaited<ReturnType<typeof countWorkOrderViews>>): Counter =>
  async ({ workOrderViews }) =>
    (await workOrderViews())[view]

const countRecords =
  (kind: keyof typeof RECORD_KINDS): Counter =>
  ({ tx, accountId }) =>
    countOpenRecords(tx, RECORD_KINDS[kind], accountId)

/**
 * Each count, the codes it needs and what it counts. A count is given only when the user holds every one of its
 * codes AND the body flag of every one of those codes is 1; otherwise it is null.
 * - pendingNum, submitNum, resolveWorkorderNum: the work orders of the user's pending, submitted and resolved
 *   lists (workorder.center): open and theirs or nobody's, open and created by them, resolved and theirs,
 *   nobody's or created by them ("theirs" counts what is given to their group and to no one of it).
 * - overdueWorkorderNum (beyond the spec): the pending list's orders past their due time.
 * - offlineMsgNum: unhandled offline messages (working.platform.offlineMessage and online_ability).
 * - outboundNum: pending outbound tasks assigned to the user (working.platform.callTask and speech_ability).
 * - returnVisitNum: pending return visits planned for the user (working.platform.returnVisitPlan).
 * - auditBlacklistNum: blacklist requests waiting for audit (blackName.center.audit).
 * workingPlatformAuth gates nothing on the server: the working platform's items carry their own codes.
 */
const TO_DO_COUNTS: Record<keyof TodoCounts, { codes: readonly TodoCode[]; count: Counter }> = {
  pendingNum: { codes: [TO_DO_PERMISSIONS.workOrderCentre], count: countWorkOrders('pending') },
  submitNum: { codes: [TO_DO_PERMISSIONS.workOrderCentre], count: countWorkOrders('submitted') },
  resolveWorkorderNum: { codes: [TO_DO_PERMISSIONS.workOrderCentre], count: countWorkOrders('resolved') },
  overdueWorkorderNum: { codes: [TO_DO_PERMISSIONS.workOrderCentre], count: countWorkOrders('overdue') },
  offlineMsgNum: {
    codes: [TO_DO_PERMISSIONS.offlineMessage, TO_DO_PERMISSIONS.onlineAbility],
    count: countRecords('offlineMessage'),
  },
  outboundNum: {
    codes: [TO_DO_PERMISSIONS.callTask, TO_DO_PERMISSIONS.speechAbility],
    count: countRecords('outboundTask'),
  },
  returnVisitNum: {
    codes: [TO_DO_PERMISSIONS.returnVisitPlan],
    count: countRecords('returnVisit'),
  },
  auditBlacklistNum: {
    codes: [TO_DO_PERMISSIONS.blacklistAudit],
    count: countRecords('blacklistAudit'),
  },
}

/** The to-do counts the user may see and asked for; the others are null. */
export async function countTodos(
  tx: Queryable,
  access: Access,
  flags: TodoFlags,
  accountId: string,
): Promise<TodoCounts> {
  let views: ReturnType<typeof countWorkOrderViews> | undefined
  const workOrderViews = () => (views ??= countWorkOrderViews(tx, accountId))
  const counts: Partial<TodoCounts> = {}
  for (const name of Object.keys(TO_DO_COUNTS) as (keyof TodoCounts)[]) {
    const item = TO_DO_COUNTS[name]
    const isShown = item.codes.every(
      (code) => access.permissions.has(code) && flags[FLAG_OF_CODE[code]] === 1,
    )
    counts[name] = isShown ? await item.count({ tx, accountId, workOrderViews }) : null
  }
  return counts as TodoCounts
}
