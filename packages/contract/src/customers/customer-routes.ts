import { z } from 'zod'
import { CUSTOMER_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  BLACKLIST_REASON_MAX_LENGTH,
  CUSTOMER_PAGE_SIZE,
  contactHistoryItemSchema,
  customerDetailSchema,
  customerPageSchema,
} from './customer-schemas'

const BASE = '/api/v1/usercenter/customer'
const permission = CUSTOMER_PERMISSIONS.customerCentre
const customerParams = z.object({ id: z.uuid() })

/** Which customers the list shows: all the tenant's, or only the caller's own. */
export const CUSTOMER_SCOPES = ['all', 'mine'] as const

const pageQuery = {
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CUSTOMER_PAGE_SIZE),
}

/** The tenant's customers, searched by name or phone, a page at a time. */
export const customerListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/list`,
  access: 'session',
  permission,
  query: z.object({ ...pageQuery, scope: z.enum(CUSTOMER_SCOPES).default('all') }),
  response: customerPageSchema,
})

/** 公海: the customers nobody owns, which any agent may claim. */
export const highSeasListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/high-seas`,
  access: 'session',
  permission,
  query: z.object(pageQuery),
  response: customerPageSchema,
})

/** §7 GET customer (basic): tenantId (the session's; another is not found), customerId. */
export const customerDetailRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/detail`,
  access: 'session',
  permission,
  query: z.object({ customerId: z.uuid(), tenantId: z.uuid().optional() }),
  response: customerDetailSchema,
})

/** The customer's contacts (calls, work orders) merged by time, newest first. */
export const customerHistoryRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/:id/history`,
  access: 'session',
  permission,
  params: customerParams,
  response: z.array(contactHistoryItemSchema),
})

/** Takes a customer from the high seas: it becomes the caller's; a second claim finds it gone. */
export const claimCustomerRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/claim`,
  access: 'session',
  permission,
  params: customerParams,
  response: customerDetailSchema,
})

/** Gives one of the caller's customers back to the high seas. */
export const releaseCustomerRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/release`,
  access: 'session',
  permission,
  params: customerParams,
  response: customerDetailSchema,
})

/** The reason an agent gives for blacklisting a customer. */
export const blacklistRequestSchema = z.object({
  reason: z
    .string({ message: 'customer.reasonRequired' })
    .trim()
    .min(1, 'customer.reasonRequired')
    .max(BLACKLIST_REASON_MAX_LENGTH, 'customer.reasonTooLong'),
})
export type BlacklistRequest = z.infer<typeof blacklistRequestSchema>

/** Asks to blacklist a customer: a pending entry for an auditor (blackName.center.audit) to approve or reject. */
export const requestBlacklistRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/blacklist`,
  access: 'session',
  permission,
  params: customerParams,
  body: blacklistRequestSchema,
  response: customerDetailSchema,
})
