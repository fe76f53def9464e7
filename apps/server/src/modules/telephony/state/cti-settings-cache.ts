import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../../db/database'
import { perStaleNotices, staleCache } from '../../../db/stale/stale-cache'
import { loadCtiSettings, type CtiSettings } from './cti-settings-repository'

/** One value per tenant: a few thousand at most. */
const MAX_TENANTS = 10_000

const cacheOf = perStaleNotices((notices) => staleCache<CtiSettings>(notices, { maxEntries: MAX_TENANTS }))

/**
 * The tenant's call-centre settings for a CTI change, kept in memory between changes until the database says the
 * tenant changed (its tenants row or its cti_settings row, migration 0070): every change of every call read them,
 * eight times in one call's life. A write through `request.withTenant` declares `changed()` so this process reads
 * them again at once; the others follow the database's notice.
 * @example const settings = await cachedCtiSettings(app, tx, tenantId)
 */
export const cachedCtiSettings = (
  app: FastifyInstance,
  tx: Queryable,
  tenantId: string,
): Promise<CtiSettings> =>
  // No account is named: only a notice about the whole tenant concerns it.
  cacheOf(app.store.staleNotices).remember(
    tenantId,
    () => loadCtiSettings(tx),
    () => ({ tenantId, accountId: '' }),
  )
