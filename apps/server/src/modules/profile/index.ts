import type { FastifyInstance } from 'fastify'
import { inviteRoutes } from './invite-routes'
import { ownSessionRoutes } from './own-session-routes'
import { profileRoutes } from './profile-routes'

/** The agent's own account: personal info and avatar, their signed-in sessions, their invite link. */
export async function profileModule(app: FastifyInstance) {
  await app.register(profileRoutes)
  await app.register(ownSessionRoutes)
  await app.register(inviteRoutes)
}
