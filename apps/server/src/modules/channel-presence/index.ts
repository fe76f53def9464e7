import type { FastifyInstance } from 'fastify'
import { channelPresenceRoutes } from './channel-presence-routes'

/** Channel presence: an agent's online / busy / offline on the online chat, e-mail and video. */
export async function channelPresenceModule(app: FastifyInstance) {
  await app.register(channelPresenceRoutes)
}
