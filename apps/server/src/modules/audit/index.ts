import type { FastifyInstance } from 'fastify'
import { auditRoutes } from './audit-routes'

/** The tenant's audit trail (recordAudit writes it; these routes read it). */
export async function auditModule(app: FastifyInstance) {
  await app.register(auditRoutes)
}
