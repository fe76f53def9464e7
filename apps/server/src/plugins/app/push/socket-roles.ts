import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../../db/database'
import type { StaleNotice, StaleNotices } from '../../../db/stale/stale-notices'
import { loadSessionRoleIds } from './session-role-repository'
import type { PushConnection, SocketIndex } from './socket-index'

/** Whether a stale notice may have changed the roles of a socket's member: their member row, or everything. */
const mayChangeRolesOf = (notice: StaleNotice | null, connection: PushConnection) =>
  notice === null ||
  (notice.accountId === connection.accountId && (!notice.tenantId || notice.tenantId === connection.tenantId))

/**
 * Reads a socket's roles: when it connects, and again whenever its member may have changed role (a member row's
 * stale notice, from this process or any other, or the listener's "everything" after a reconnection), so that a
 * role audience reaches a member by the role they hold now, not the one they held when their page connected.
 * @example const loadRoles = followSocketRoles(app.store, index, app.log); index.add(connection); loadRoles(connection)
 */
export function followSocketRoles(
  store: { db: Database; staleNotices: StaleNotices },
  index: SocketIndex,
  log: FastifyBaseLogger,
): (connection: PushConnection) => void {
  const loadRoles = (connection: PushConnection) =>
    loadSessionRoleIds(store.db, connection.tenantId, connection.accountId).then(
      (roleIds) => void (connection.roleIds = roleIds),
      (error: unknown) => log.error({ err: error }, 'push socket roles not loaded'),
    )
  store.staleNotices.subscribe((notice) => {
    // Deliveries and tenant-wide changes (most notices) name no account: they change no one's role.
    if (notice && !notice.accountId) return
    for (const connection of index.all()) if (mayChangeRolesOf(notice, connection)) void loadRoles(connection)
  })
  return (connection) => void loadRoles(connection)
}
