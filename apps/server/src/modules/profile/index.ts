import type { FastifyInstance } from 'fastify'
import { inviteRoutes } from './invite-routes'
import { ownSessionRoutes } from './own-session-routes'
import { passkeyRoutes } from './passkey-routes'
import { preferenceRoutes } from './preference-routes'
import { profileRoutes } from './profile-routes'
import { secondFactorRoutes } from './second-factor-routes'

/** The agent's own account: personal info and avatar, their signed-in sessions, their invite link, their second factors, their preferences. */
export async function profileModule(app: FastifyInstance) {
  await app.register(profileRoutes)
  await app.register(ownSessionRoutes)
  await app.register(inviteRoutes)
  await app.register(secondFactorRoutes)
  await app.register(passkeyRoutes)
  await app.register(preferenceRoutes)
}
