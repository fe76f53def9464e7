import type { FastifyInstance } from 'fastify'
import {
  CHANNEL_PERMISSIONS,
  CHANNEL_STATUSES,
  CHANNELS,
  SET_CHANNEL_STATUS_ROUTES,
  channelPresencePush,
  channelPresencesRoute,
  conflictsWithPhone,
  type Channel,
} from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { declaredPush } from '../../plugins/app/push/push-publication'
import {
  listChannelPresences,
  isSignedInToCallCentre,
  lockPhoneAndVideo,
  saveChannelPresence,
} from './channel-presence-repository'

/** The header's chat, e-mail and video items: the caller's presences, and a route per channel to change one. */
export async function channelPresenceRoutes(app: FastifyInstance) {
  serveRoute(app, channelPresencesRoute, async ({ request }) => {
    const { permissions } = await request.access()
    const stored = await request.withTenant((tx) =>
      listChannelPresences(tx, request.session?.accountId ?? ''),
    )
    const channels = Object.values(CHANNELS)
      .filter((channel) => permissions.has(CHANNEL_PERMISSIONS[channel]))
      .map(
        (channel) =>
          stored.find((presence) => presence.channel === channel) ?? {
            channel,
            status: CHANNEL_STATUSES.offline,
            version: 0,
          },
      )
    return { channels }
  })

  for (const channel of Object.keys(SET_CHANNEL_STATUS_ROUTES) as Channel[]) {
    serveRoute(app, SET_CHANNEL_STATUS_ROUTES[channel], async ({ body, request }) => {
      const accountId = request.session?.accountId ?? ''
      const presence = await request.withTenant(async (tx) => {
        if (conflictsWithPhone(channel, body.status)) {
          await lockPhoneAndVideo(tx, accountId)
          if (await isSignedInToCallCentre(tx, accountId))
            throw new AppError('FAILURE', 'telephony.phoneAndVideo', 409)
        }
        return saveChannelPresence(tx, accountId, channel, body.status)
      })
      const tenantId = request.session?.tenantId ?? ''
      await app.pushBus.publish(
        declaredPush(channelPresencePush, {
          audience: { tenantId, accountIds: [accountId] },
          payload: { presence },
        }),
      )
      return presence
    })
  }
}
