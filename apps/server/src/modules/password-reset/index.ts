import type { FastifyInstance } from 'fastify'
import { passwordResetRoutes } from './password-reset-routes'

/** The password reset (modify) flow. */
export async function passwordResetModule(app: FastifyInstance) {
  await app.register(passwordResetRoutes)
}
