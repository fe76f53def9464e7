import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { isPortalPath } from '../core/portal-paths'

export const DASHBOARD_HISTORY_COUNT = 8

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
