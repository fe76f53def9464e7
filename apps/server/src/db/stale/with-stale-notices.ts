import type { Database, Queryable } from '../database'
import type { StaleNotice, StaleNotices } from './stale-notices'

/**
 * Declares, inside a transaction, a stale notice its write causes (what the database's trigger will also send).
 * The tenant defaults to the transaction's; `tenantId: null` names an account in every tenant.
 */
export type StaleChange = (notice?: Partial<StaleNotice>) => void

/**
 * Runs `work` in a transaction (scoped to a tenant, or to none with `null`) and, once it has committed, announces
 * the notices it declared to this process at once: on PostgreSQL the database's own notice comes a moment after
 * the commit, and the writer's caller may already be reading back what it wrote. A rolled-back write announces
 * nothing; the database's notice, when it comes, drops the same values again (harmless). Other processes wait
 * for that one.
 * @example await withStaleNotices(store, tenantId, async (tx, changed) => { await setMemberRole(tx, id, role); changed({ accountId: id }) })
 */
export async function withStaleNotices<T>(
  store: { db: Database; staleNotices: StaleNotices },
  tenantId: string | null,
  work: (tx: Queryable, changed: StaleChange) => Promise<T>,
): Promise<T> {
  const declared: StaleNotice[] = []
  const changed: StaleChange = (notice = {}) =>
    void declared.push({ tenantId, accountId: null, sessionId: null, cursor: null, ...notice })
  const run = (tx: Queryable) => work(tx, changed)
  const result = await (tenantId === null ? store.db.transaction(run) : store.db.withTenant(tenantId, run))
  for (const notice of declared) store.staleNotices.announceLocally(notice)
  return result
}
