import type { FastifyInstance } from 'fastify'
import { channelPresenceRoutes } from './channel-presence-routes'
import { startChannelSilenceSweep } from './channel-presence-silence'

/**
 * Channel presence: an agent's online / busy / offline on the online chat, e-mail and video, offline again when
 * they log out, fall silent or lose a channel's code.
 */
export async function channelPresenceModule(app: FastifyInstance) {
  await app.register(channelPresenceRoutes)
  let stop: () => Promise<void> = async () => undefined
  app.addHook('onReady', async () => {
    stop = startChannelSilenceSweep(app, app.config.presenceTickMs)
  })
  app.addHook('onClose', () => stop())
}
