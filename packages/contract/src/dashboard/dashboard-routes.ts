import { z } from 'zod'
import { DASHBOARD_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'

export const DASHBOARD_MESSAGES_REFRESH_MS = 60_000
export const DASHBOARD_MESSAGE_COUNT = 4

const authFlag = z.union([z.literal(0), z.literal(1)]).default(0)

/**
 * The to-do counts (spec §3): the client sends which items it shows (the *Auth flags, from the user's §6 codes);
 * the server counts only what the user's own codes allow, and leaves the rest null.
 */
export const todoCountRoute = defineRoute({
  method: 'POST',
  path: '/report/api/v1/portal/todo/count',
  access: 'session',
  permission: DASHBOARD_PERMISSIONS.todoList,
  body: z.object({
    workingPlatformAuth: authFlag,
    onlineAuth: authFlag,
    speechAuth: authFlag,
    offlineMessageAuth: authFlag,
    callTaskAuth: authFlag,
    returnVisitPlanAuth: authFlag,
    workorderAuth: authFlag,
    auditBlacklistAuth: authFlag,
  }),
  response: z.object({
    pendingNum: z.number().int().nullable(),
    submitNum: z.number().int().nullable(),
    resolveWorkorderNum: z.number().int().nullable(),
    /** Beyond the spec: the pending list's orders still open after their due time (issue 29). */
    overdueWorkorderNum: z.number().int().nullable(),
    offlineMsgNum: z.number().int().nullable(),
    outboundNum: z.number().int().nullable(),
    returnVisitNum: z.number().int().nullable(),
    auditBlacklistNum: z.number().int().nullable(),
  }),
})
export type TodoCounts = z.infer<typeof todoCountRoute.response>

/** The tenant's licence (spec §3 Company detail); seat figures the flags do not ask for are null. */
export const companyDetailRoute = defineRoute({
  method: 'POST',
  path: '/report/api/v1/portal/company/detail',
  access: 'session',
  permission: DASHBOARD_PERMISSIONS.company,
  body: z.object({
    speechAuth: authFlag,
    onlineStaffAuth: authFlag,
    callInSeatsAuth: authFlag,
    aiSeatsAuth: authFlag,
  }),
  response: z.object({
    expireTime: z.string().nullable(),
    userCount: z.number().int(),
    speechUpperLimit: z.number().int().nullable(),
    onlineStaffUpperLimit: z.number().int().nullable(),
    aiSeatsNum: z.number().int().nullable(),
    callInSeatsNum: z.number().int().nullable(),
  }),
})
export type CompanyDetail = z.infer<typeof companyDetailRoute.response>
