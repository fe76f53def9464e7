import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { redactSecrets } from './audit-redaction'
import { insertAuditEvent } from './audit-repository'

/** An administrative change: what was done to which record, with its values before and after. */
export type AuditChange = {
  /** What was done, `<target>.<verb>`: 'staff.create', 'role.update', 'brand.update', 'banner.delete'... */
  action: string
  /** The kind of record: 'staff', 'role', 'tenantSettings', 'brand', 'sso', 'banner'... */
  targetType: string
  targetId?: string | null
  /** A name a reader recognises, kept when the record is deleted. */
  targetName?: string | null
  /** The record's values before the change (none for a creation); secrets are removed here. */
  before?: Record<string, unknown> | null
  /** The record's values after the change (none for a deletion); secrets are removed here. */
  after?: Record<string, unknown> | null
}

/**
 * Records an administrative change in the tenant's audit trail, in the transaction that makes the change, so the
 * two commit or fail together. Who and from where come from the request; every secret is removed first.
 * @example await recordAudit(tx, request, { action: 'role.update', targetType: 'role', targetId: id, before, after })
 */
export async function recordAudit(
  tx: Queryable,
  request: FastifyRequest,
  change: AuditChange,
): Promise<void> {
  const userAgent = request.headers['user-agent']
  await insertAuditEvent(tx, {
    actorAccountId: request.session?.accountId ?? null,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 400) : null,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId ?? null,
    targetName: change.targetName ?? null,
    before: change.before ? redactSecrets(change.before) : null,
    after: change.after ? redactSecrets(change.after) : null,
  })
}
