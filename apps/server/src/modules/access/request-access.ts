import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { staleCache } from '../../db/stale/stale-cache'
import { loadAccess, type Access } from './access-repository'

const loaded = new WeakMap<FastifyRequest, Promise<Access>>()

/**
 * Decorates `request.access()`: the signed-in user's access, loaded once per request, so the permission check of
 * `serveRoute` and the handler (menu, message categories, to-do counts, uploads) share it. Between requests it is
 * kept in memory until the database says the member, the role's codes or the tenant's modules changed.
 * @example const { permissions } = await request.access(tx) // inside a transaction; request.access() outside
 */
export const requestAccess = fp(async (app) => {
  const cache = staleCache<Access>(app.store.staleNotices)
  app.decorateRequest('access', function (this: FastifyRequest, tx?: Queryable): Promise<Access> {
    const known = loaded.get(this)
    if (known) return known
    const tenantId = this.session?.tenantId ?? ''
    const accountId = this.session?.accountId ?? ''
    // Inside a transaction, the same connection: a second one could wait forever on a one-connection pool.
    const load = () => (tx ? loadAccess(tx, accountId) : this.withTenant((own) => loadAccess(own, accountId)))
    const access = cache.remember(`${tenantId}:${accountId}`, load, () => ({ tenantId, accountId }))
    loaded.set(this, access)
    return access
  })
})
