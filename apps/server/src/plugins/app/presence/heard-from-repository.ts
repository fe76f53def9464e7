import type { Queryable } from '../../../db/database'

/**
 * This process has open pages of these agents (tenant and account pairs, across tenants): the call centre and the
 * channels both count them as heard from now.
 */
export async function markPagesHeardFrom(
  db: Queryable,
  heard: { tenantIds: readonly string[]; accountIds: readonly string[] },
): Promise<void> {
  await db.query('SELECT pages_heard_from($1::uuid[], $2::uuid[])', [heard.tenantIds, heard.accountIds])
}
