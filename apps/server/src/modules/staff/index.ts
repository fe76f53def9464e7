import type { FastifyInstance } from 'fastify'
import { setPasswordRoutes } from './set-password-routes'
import { staffRoutes } from './staff-routes'

/** Staff administration, and the public page where an invited or reset member sets their password. */
export async function staffModule(app: FastifyInstance) {
  await app.register(staffRoutes)
  await app.register(setPasswordRoutes)
}
