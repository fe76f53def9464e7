import {
  blacklistAuditRoutes,
  offlineMessageRoutes,
  outboundTaskRoutes,
  returnVisitRoutes,
  type RouteDefinition,
} from '@portal/contract'

/** Where one kind of to-do record lives, and how its contract routes map onto its table. */
export type RecordKind = {
  routes: { openStatus: string; list: RouteDefinition; act: RouteDefinition }
  table: string
  /** Item field → column, besides id, status and createdAt. */
  fields: Readonly<Record<string, string>>
  /** The columns a list keyword searches. */
  keywordColumns: readonly string[]
  /** Whether a user sees only the records assigned to them (assignee_id). */
  isAssigned: boolean
  /** The closed status each action moves an open record to. */
  closedStatusOf: Readonly<Record<string, string>>
  /** A customer's phone field, masked (§9) for a caller without customer.phone.view. */
  customerPhoneField?: string
}

/** The records behind the to-do counts besides work orders (contract `records/record-routes.ts`). */
export const RECORD_KINDS = {
  blacklistAudit: {
    routes: blacklistAuditRoutes,
    table: 'blacklist_audits',
    fields: {
      customerName: 'customer_name',
      phone: 'phone',
      reason: 'reason',
      applicantName: 'applicant_name',
      customerId: 'customer_id',
    },
    keywordColumns: ['customer_name', 'phone', 'applicant_name'],
    isAssigned: false,
    closedStatusOf: { approve: 'approved', reject: 'rejected' },
    customerPhoneField: 'phone',
  },
  outboundTask: {
    routes: outboundTaskRoutes,
    table: 'outbound_tasks',
    fields: {
      name: 'name',
      customerName: 'customer_name',
      phone: 'phone',
      dueAt: 'due_at',
      attempts: 'attempts',
      lastResult: 'last_result',
      lastAttemptAt: 'last_attempt_at',
    },
    keywordColumns: ['name', 'customer_name', 'phone'],
    isAssigned: true,
    closedStatusOf: { complete: 'done' },
  },
  offlineMessage: {
    routes: offlineMessageRoutes,
    table: 'offline_messages',
    fields: { visitorName: 'visitor_name', channel: 'channel', content: 'content' },
    keywordColumns: ['visitor_name', 'content'],
    isAssigned: false,
    closedStatusOf: { handle: 'handled' },
  },
  returnVisit: {
    routes: returnVisitRoutes,
    table: 'return_visits',
    fields: { customerName: 'customer_name', phone: 'phone', topic: 'topic', plannedAt: 'planned_at' },
    keywordColumns: ['customer_name', 'phone', 'topic'],
    isAssigned: true,
    closedStatusOf: { complete: 'done' },
  },
} as const satisfies Record<string, RecordKind>
