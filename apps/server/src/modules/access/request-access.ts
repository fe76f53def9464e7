import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { loadAccess, type Access } from './access-repository'

const loaded = new WeakMap<FastifyRequest, Promise<Access>>()

/**
 * The signed-in user's access, loaded once per request: the permission check of `serveRoute` and the handler
 * (message categories, to-do counts, uploads) share it instead of querying it again.
 * @example const { permissions } = await accessOf(request, tx)
 */
export function accessOf(request: FastifyRequest, tx: Queryable): Promise<Access> {
  const known = loaded.get(request)
  if (known) return known
  const access = loadAccess(tx, request.session?.accountId ?? '')
  loaded.set(request, access)
  return access
}
