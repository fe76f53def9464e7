import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { notFound } from '../../lib/app-error'
import { recordAudit } from '../audit/audit-trail'
import { changedFields } from '../audit/changed-fields'

type SettingsChange<T> = {
  /** The audit trail's action and record type, e.g. 'brand.update' and 'brand'. */
  action: string
  targetType: string
  /** The settings as the page reads them, before and after. */
  read: (tx: Queryable) => Promise<T | null>
  /** Writes the change; answers the values to compare with the settings read before. */
  apply: (tx: Queryable, before: T) => Promise<Record<string, unknown>>
}

/**
 * Changes some of the session tenant's settings in one transaction, with an audit row of the fields that changed
 * (none when nothing did). This process forgets what it kept of the tenant (its settings, its sessions, whose idle
 * time may have changed) as soon as it commits; other processes follow the tenants row's stale notice.
 * @returns the settings as they now are
 */
export async function changeTenantSettings<T extends Record<string, unknown>>(
  request: FastifyRequest,
  change: SettingsChange<T>,
): Promise<T> {
  const saved = await request.withTenant(async (tx, changed) => {
    const before = await change.read(tx)
    if (!before) return null
    const diff = changedFields(before, await change.apply(tx, before))
    changed()
    if (diff.isChanged)
      await recordAudit(tx, request, {
        action: change.action,
        targetType: change.targetType,
        targetId: request.session?.tenantId ?? null,
        before: diff.before,
        after: diff.after,
      })
    return change.read(tx)
  })
  if (!saved) throw notFound()
  return saved
}
