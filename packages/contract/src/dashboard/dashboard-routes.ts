import { z } from 'zod'
import { defineRoute } from '../define-route'
import { DASHBOARD_PERMISSIONS, SETTINGS_PERMISSIONS } from '../permissions'
import { DASHBOARD_HISTORY_COUNT } from '../constants'
import { isPortalPath } from '../rules/portal-path-rules'

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

export const pageHistoryItemSchema = z.object({
  pageCode: z.string(),
  url: z.string(),
  title: z.string(),
  /** The menu codes of the page, outermost first. */
  resourceCode: z.array(z.string()),
  visitedAt: z.string(),
})
export type PageHistoryItem = z.infer<typeof pageHistoryItemSchema>

/** The user's most recently visited distinct pages, newest first. */
export const pageHistoryRoute = defineRoute({
  method: 'GET',
  path: '/report/api/v1/portal/history',
  access: 'session',
  query: z.object({ pageSize: z.coerce.number().int().min(1).max(50).default(DASHBOARD_HISTORY_COUNT) }),
  response: z.array(pageHistoryItemSchema),
})

/** Records a navigation (fire and forget). `resourceCode` is a JSON array of menu codes, as the spec sends it. */
export const recordPageVisitRoute = defineRoute({
  method: 'POST',
  path: '/report/api/v1/portal/history',
  access: 'session',
  body: z.object({
    title: z.string().trim().min(1).max(100),
    /** A page of the portal: the dashboard links back to it, so nothing else is stored. */
    url: z.string().min(1).max(1000).refine(isPortalPath),
    pageCode: z.string().min(1).max(200),
    resourceCode: z.string().max(2000).default('[]'),
  }),
  response: z.null(),
})

/** How a banner's link opens: 1 this window, 2 a new window, 3 a route inside the portal. */
export const BANNER_OPEN_TYPES = { sameWindow: 1, newWindow: 2, internalRoute: 3 } as const
export const BANNER_LINK_MAX_LENGTH = 1000

export const bannerSchema = z.object({
  id: z.string(),
  fileRelationId: z.string(),
  businessId: z.string(),
  link: z.string(),
  openType: z.literal(Object.values(BANNER_OPEN_TYPES)),
  sort: z.number().int(),
})
export type Banner = z.infer<typeof bannerSchema>

export const bannerListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/banner/list',
  access: 'session',
  response: z.array(bannerSchema),
})

/** A banner as an administrator saves it; the image is uploaded first with purpose 'banner'. */
export const bannerFormSchema = z.object({
  fileRelationId: z.uuid('banner.imageRequired'),
  link: z.string().trim().max(BANNER_LINK_MAX_LENGTH).default(''),
  openType: z.literal(Object.values(BANNER_OPEN_TYPES)),
  sort: z.number().int().min(0).max(999).default(0),
})
export type BannerForm = z.input<typeof bannerFormSchema>

export const saveBannerRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/portal/banner',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.banners,
  body: bannerFormSchema,
  response: bannerSchema,
})

export const updateBannerRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/portal/banner/:id',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.banners,
  params: z.object({ id: z.uuid() }),
  body: bannerFormSchema,
  response: bannerSchema,
})

export const deleteBannerRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/portal/banner/:id',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.banners,
  params: z.object({ id: z.uuid() }),
  response: z.null(),
})
