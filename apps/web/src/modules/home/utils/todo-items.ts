import {
  TO_DO_PERMISSIONS,
  productModuleCode,
  type RouteBody,
  type TodoCounts,
  type todoCountRoute,
} from '@portal/contract'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'

export type TodoAuthFlags = Required<RouteBody<typeof todoCountRoute>>

/** Which §6 code each *Auth flag of the to-do count call stands for. */
const FLAG_CODES: Record<keyof TodoAuthFlags, string> = {
  workingPlatformAuth: TO_DO_PERMISSIONS.workingPlatform,
  onlineAuth: TO_DO_PERMISSIONS.onlineAbility,
  speechAuth: TO_DO_PERMISSIONS.speechAbility,
  offlineMessageAuth: TO_DO_PERMISSIONS.offlineMessage,
  callTaskAuth: TO_DO_PERMISSIONS.callTask,
  returnVisitPlanAuth: TO_DO_PERMISSIONS.returnVisitPlan,
  workorderAuth: TO_DO_PERMISSIONS.workOrderCentre,
  auditBlacklistAuth: TO_DO_PERMISSIONS.blacklistAudit,
}

/**
 * The *Auth flags of the to-do count call (spec §7): 1 for each to-do code the user holds.
 * @example toTodoAuthFlags((code) => code === 'workorder.center').workorderAuth // 1
 */
export const toTodoAuthFlags = (can: (code: string) => boolean): TodoAuthFlags =>
  Object.fromEntries(
    Object.entries(FLAG_CODES).map(([flag, code]) => [flag, can(code) ? 1 : 0]),
  ) as TodoAuthFlags

export type TodoItem = {
  count: keyof TodoCounts
  /** Translation key (dashboard namespace) of the item's label. */
  label: string
  /** The router path of the list behind the count. */
  to: string
  /** Every code the item needs: its to-do codes and the product module of its list page (so no link is a 403). */
  codes: readonly string[]
}

const workOrders = (filterMenu: string) => `${ROUTER_PATHS.workOrders}?filterMenu=${filterMenu}`
const workOrderCodes = [TO_DO_PERMISSIONS.workOrderCentre, productModuleCode('workorder')]
// The working platform's items carry their own codes (as on the server, workingPlatformAuth gates no item).

/** The to-do items of the dashboard (spec §3 to-do counts), in the order they show. */
export const TO_DO_ITEMS: readonly TodoItem[] = [
  { count: 'pendingNum', label: 'todo.pending', to: workOrders('pending'), codes: workOrderCodes },
  { count: 'submitNum', label: 'todo.submitted', to: workOrders('submitted'), codes: workOrderCodes },
  { count: 'resolveWorkorderNum', label: 'todo.resolved', to: workOrders('resolved'), codes: workOrderCodes },
  {
    count: 'overdueWorkorderNum',
    label: 'todo.overdue',
    to: `${workOrders('pending')}&due=overdue`,
    codes: workOrderCodes,
  },
  {
    count: 'offlineMsgNum',
    label: 'todo.offlineMessages',
    to: ROUTER_PATHS.offlineMessages,
    codes: [TO_DO_PERMISSIONS.onlineAbility, TO_DO_PERMISSIONS.offlineMessage, productModuleCode('platform')],
  },
  {
    count: 'outboundNum',
    label: 'todo.outboundTasks',
    to: ROUTER_PATHS.outboundTasks,
    codes: [TO_DO_PERMISSIONS.speechAbility, TO_DO_PERMISSIONS.callTask, productModuleCode('speech')],
  },
  {
    count: 'returnVisitNum',
    label: 'todo.returnVisits',
    to: ROUTER_PATHS.returnVisits,
    codes: [TO_DO_PERMISSIONS.returnVisitPlan, productModuleCode('platform')],
  },
  {
    count: 'auditBlacklistNum',
    label: 'todo.blacklistAudits',
    to: ROUTER_PATHS.blacklistAudit,
    codes: [TO_DO_PERMISSIONS.blacklistAudit, productModuleCode('usercenter')],
  },
]

/**
 * The to-do items the user may see, with their counts: those whose codes the user holds and which the server
 * counted (it leaves what the user's codes do not allow null).
 * @example permittedTodoItems(can, counts).map(({ item, value }) => `${item.label}: ${value}`)
 */
export const permittedTodoItems = (can: (code: string) => boolean, counts?: TodoCounts) =>
  TO_DO_ITEMS.filter((item) => item.codes.every(can)).flatMap((item) => {
    const value = counts ? counts[item.count] : 0
    return value === null ? [] : [{ item, value }]
  })
