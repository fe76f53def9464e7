import type { FastifyInstance } from 'fastify'
import { joinTenantRoutes } from './join-tenant-routes'
import { setPasswordRoutes } from './set-password-routes'
import { staffRoutes } from './staff-routes'

/**
 * Staff administration, the public page where an invited or reset member sets their password, and the one where
 * an account of another tenant accepts an invitation.
 */
export async function staffModule(app: FastifyInstance) {
  await app.register(staffRoutes)
  await app.register(setPasswordRoutes)
  await app.register(joinTenantRoutes)
}
