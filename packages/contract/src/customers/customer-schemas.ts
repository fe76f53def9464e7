import { z } from 'zod'

/**
 * Where a customer stands with the blacklist: never asked, a request waiting for an auditor, or approved (a
 * rejected request leaves the customer as before).
 */
export const BLACKLIST_STATUSES = ['none', 'pending', 'blacklisted'] as const
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number]

/**
 * The sources of a customer's contact history, merged by time. A new channel (SMS, e-mail) is one more kind here
 * and one more branch of the server's history query.
 */
export const CONTACT_KINDS = ['call', 'workOrder', 'email', 'sms'] as const
export type ContactKind = (typeof CONTACT_KINDS)[number]

/** The longest blacklist reason an agent may give. */
export const BLACKLIST_REASON_MAX_LENGTH = 200

/** The customer list's page size unless the page asks for another. */
export const CUSTOMER_PAGE_SIZE = 20

/** A customer as lists show it; `phone` is masked (§9) unless the caller may see numbers in full. */
export const customerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  identity: z.string(),
  tags: z.array(z.string()),
  ownerAccountId: z.string().nullable(),
  ownerName: z.string().nullable(),
  blacklistStatus: z.enum(BLACKLIST_STATUSES),
  createdAt: z.string(),
})
export type CustomerSummary = z.infer<typeof customerSummarySchema>

/** One page of customers, with the total that matches. */
export const customerPageSchema = z.object({
  list: z.array(customerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type CustomerPage = z.infer<typeof customerPageSchema>

/** One field of the tenant's customer dictionary (level, source, region...) with this customer's value. */
export const customerDictItemSchema = z.object({ code: z.string(), name: z.string(), value: z.string() })
export type CustomerDictItem = z.infer<typeof customerDictItemSchema>

/** §7 GET customer: the customer with its identity (basicCustomerIdentity) and dictionary (basicCustomerDictList). */
export const customerDetailSchema = customerSummarySchema.extend({
  basicCustomerIdentity: z.string(),
  basicCustomerDictList: z.array(customerDictItemSchema),
  /** Whether the number shown is masked, so the page dials by customer id rather than by number. */
  isPhoneMasked: z.boolean(),
  isMine: z.boolean(),
})
export type CustomerDetail = z.infer<typeof customerDetailSchema>

/** One contact with the customer: a call, a work order (and later an SMS or an e-mail), newest first. */
export const contactHistoryItemSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  id: z.string(),
  occurredAt: z.string(),
  /** What it was: the call's direction and number, the work order's number and title. */
  title: z.string(),
  /** Its state: the call's result, the work order's status. */
  status: z.string(),
  /** The agent who handled it, when known. */
  agentName: z.string().nullable(),
  /** A call's note, as the agent wrote it (null for the other kinds, or a call without one). */
  note: z.string().nullable(),
  /** A call's wrap-up code, by its name in the tenant's list (null when none was chosen, and for other kinds). */
  wrapUpName: z.string().nullable(),
})
export type ContactHistoryItem = z.infer<typeof contactHistoryItemSchema>
