import { z } from 'zod'
import { dateTimeSchema } from '../core/date-time'

/** The audit trail's page size unless the page asks for another. */
export const AUDIT_PAGE_SIZE = 20

/** A record's values as the trail keeps them (secrets already replaced), or none for a creation or deletion. */
export const auditValuesSchema = z.record(z.string(), z.unknown()).nullable()
export type AuditValues = z.infer<typeof auditValuesSchema>

/** One administrative change: who, when, from where, what, and the values before and after. */
export const auditEventSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorAccountId: z.string().nullable(),
  actorName: z.string(),
  ip: z.string().nullable(),
  /** The browser and system, shortened ("Chrome 131 / Linux"); the full text stays in the database. */
  userAgent: z.string().nullable(),
  /** `<target>.<verb>`: 'banner.update', 'staff.unlock'... (auditActionLabel names it). */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  before: auditValuesSchema,
  after: auditValuesSchema,
})
export type AuditEvent = z.infer<typeof auditEventSchema>

/** One page of the trail, newest first, with the total that matches. */
export const auditPageSchema = z.object({
  list: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AuditPage = z.infer<typeof auditPageSchema>

const text = (max: number) => z.string().trim().max(max).optional()

/** The trail's filters; each is optional and they combine. */
export const auditQuerySchema = z.object({
  /** An account id (exactly) or any part of the actor's name. */
  actor: text(100),
  /** An action exactly ('banner.update'). */
  action: text(100),
  targetType: text(100),
  /** A target id (exactly) or any part of its name. */
  target: text(200),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  /** Any part of the action, the actor's or target's name, or the values before and after. */
  keyword: text(100),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
})
export type AuditQuery = z.input<typeof auditQuerySchema>

/** The actions and target types the tenant's trail holds, for the filter bar's choices. */
export const auditFacetsSchema = z.object({
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
})
export type AuditFacets = z.infer<typeof auditFacetsSchema>
