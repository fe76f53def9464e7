import { z } from 'zod'
import { TO_DO_PERMISSIONS, TOOL_PERMISSIONS } from '../access/permission-codes'
import type { PermissionCode } from '../access/permission-catalogue'
import { defineRoute } from '../core/define-route'
import { CONTACT_KINDS, contactHistoryItemSchema, type ContactKind } from './customer-schemas'

/** How many contacts of each kind the screen-pop and the desk show before the agent asks for more. */
export const RECENT_CONTACTS_PER_KIND = 5

/** The most contacts of one kind "see more" shows. */
export const RECENT_CONTACTS_MAX_PER_KIND = 50

/**
 * The code a member must hold to see each kind of contact: the same code that opens that kind's own records
 * (call history, the SMS and e-mail tools, the work-order centre), so the customer on screen never shows more.
 */
export const CONTACT_KIND_PERMISSIONS = {
  call: TOOL_PERMISSIONS.speechAbility,
  sms: TOOL_PERMISSIONS.singleSms,
  email: TOOL_PERMISSIONS.singleEmail,
  workOrder: TO_DO_PERMISSIONS.workOrderCentre,
} as const satisfies Record<ContactKind, PermissionCode>

/** One kind's newest contacts, and whether older ones exist beyond them. */
export const recentContactGroupSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  items: z.array(contactHistoryItemSchema),
  hasMore: z.boolean(),
})
export type RecentContactGroup = z.infer<typeof recentContactGroupSchema>

/**
 * The customer's (or an unknown caller's number's) recent contacts: one group per kind the member may see, in
 * `CONTACT_KINDS` order; calls carry their note and wrap-up code, work orders are the open ones only.
 */
export const recentContactsSchema = z.object({
  customerId: z.string().nullable(),
  groups: z.array(recentContactGroupSchema),
})
export type RecentContacts = z.infer<typeof recentContactsSchema>

/**
 * Whose contacts: a customer of the tenant, or the caller of one of its call records (by the record, since the
 * number a page sees is masked), its customer when it has one, else its number.
 */
export const recentContactsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/usercenter/customer/recent-contacts',
  access: 'session',
  permission: TOOL_PERMISSIONS.speechAbility,
  query: z
    .object({
      customerId: z.uuid().optional(),
      callRecordId: z.uuid().optional(),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(RECENT_CONTACTS_MAX_PER_KIND)
        .default(RECENT_CONTACTS_PER_KIND),
    })
    .refine((query) => query.customerId ?? query.callRecordId, { message: 'customer.contactsOfWhom' }),
  response: recentContactsSchema,
})
