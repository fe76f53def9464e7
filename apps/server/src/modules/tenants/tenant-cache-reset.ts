import type { FastifyRequest } from 'fastify'
import { forgetTenantSessions } from '../sessions/session-lookup'
import { forgetTenantSettings } from '../sessions/token-response'

/**
 * After a change to the caller's tenant row: this process forgets what it kept of the tenant (its settings and its
 * sessions, whose idle time may have changed) at once. Every other process drops them when the database's stale
 * notice of the tenants row comes (migration 0011), so the change holds for the next request everywhere.
 * @example forgetTenantCaches(request)
 */
export function forgetTenantCaches(request: FastifyRequest): void {
  const tenantId = request.session?.tenantId ?? ''
  forgetTenantSettings(request.server.store.staleNotices, tenantId)
  forgetTenantSessions(request.server.store, tenantId)
}
