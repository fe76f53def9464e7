import type { Queryable } from '../../db/database'

/**
 * Takes the current tenant's upload turn (a transaction-scoped advisory lock, so two uploads at once cannot both
 * fit in the room left for one) and answers how many bytes of files and e-mail attachments the tenant stores.
 */
export async function lockTenantStorageUse(tx: Queryable): Promise<number> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('tenant-file-storage:' || current_tenant_id()))`)
  const { rows } = await tx.query<{ used: string }>(
    `SELECT (SELECT COALESCE(sum(size), 0) FROM files WHERE tenant_id = current_tenant_id())
          + (SELECT COALESCE(sum(size), 0) FROM email_attachments WHERE tenant_id = current_tenant_id()) AS used`,
  )
  return Number(rows[0]?.used ?? 0)
}

/**
 * Deletes up to `limit` unsent e-mail attachments and up to `limit` replaced brand images and avatars of any
 * tenant uploaded more than `olderThanSeconds` ago (a definer function: the sweep has no tenant).
 * @returns how many it deleted
 */
export async function deleteAbandonedUploads(
  db: Queryable,
  olderThanSeconds: number,
  limit: number,
): Promise<number> {
  const { rows } = await db.query<{ deleted: number }>('SELECT delete_abandoned_uploads($1, $2) AS deleted', [
    olderThanSeconds,
    limit,
  ])
  return rows[0]?.deleted ?? 0
}
