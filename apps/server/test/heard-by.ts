import type { FastifyInstance } from 'fastify'
import type { StaleNotice } from '../src/db/stale/stale-notices'

/**
 * Resolves when `app`'s process has heard a stale notice that `match` accepts (its caches have acted on it).
 * @example const heard = heardBy(second, (notice) => notice.accountId === id); await change(); await heard
 */
export const heardBy = (app: FastifyInstance, match: (notice: StaleNotice) => boolean) =>
  new Promise<void>((resolve) =>
    app.store.staleNotices.subscribe((notice) => {
      if (notice && match(notice)) resolve()
    }),
  )
