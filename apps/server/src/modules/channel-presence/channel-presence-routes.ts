import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  CHANNEL_PERMISSIONS,
  CHANNEL_STATUSES,
  CHANNELS,
  SET_CHANNEL_STATUS_ROUTES,
  channelPresencesRoute,
  conflictsWithPhone,
  type Channel,
  type ChannelPresence,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import {
  listChannelPresences,
  isSignedInToCallCentre,
  lockPhoneAndVideo,
  saveChannelPresence,
  takeChannelsOffline,
} from './channel-presence-repository'
import { pushPresences } from './channel-presence-offline'

/**
 * Takes offline the channels whose code the caller no longer holds (a role lost it), so none of them stays
 * online behind the header's back; gives those that changed, to push.
 */
async function clearWithdrawnChannels(request: FastifyRequest, tx: Queryable): Promise<ChannelPresence[]> {
  const { permissions } = await request.access(tx)
  const withdrawn = Object.values(CHANNELS).filter(
    (channel) => !permissions.has(CHANNEL_PERMISSIONS[channel]),
  )
  if (withdrawn.length === 0) return []
  return takeChannelsOffline(tx, request.session?.accountId ?? '', { channels: withdrawn })
}

/** The header's chat, e-mail and video items: the caller's presences, and a route per channel to change one. */
export async function channelPresenceRoutes(app: FastifyInstance) {
  const agentOf = (request: FastifyRequest) => ({
    tenantId: request.session?.tenantId ?? '',
    accountId: request.session?.accountId ?? '',
  })

  serveRoute(app, channelPresencesRoute, async ({ request }) => {
    const agent = agentOf(request)
    const { permissions } = await request.access()
    const { withdrawn, stored } = await request.withTenant(async (tx) => ({
      withdrawn: await clearWithdrawnChannels(request, tx),
      stored: await listChannelPresences(tx, agent.accountId),
    }))
    await pushPresences(app, agent, withdrawn)
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
      const agent = agentOf(request)
      const { withdrawn, presence } = await request.withTenant(async (tx) => {
        const cleared = await clearWithdrawnChannels(request, tx)
        if (conflictsWithPhone(channel, body.status)) {
          await lockPhoneAndVideo(tx, agent.accountId)
          if (await isSignedInToCallCentre(tx, agent.accountId))
            throw new AppError('FAILURE', 'telephony.phoneAndVideo', 409)
        }
        return {
          withdrawn: cleared,
          presence: await saveChannelPresence(tx, agent.accountId, channel, body.status),
        }
      })
      await pushPresences(app, agent, [...withdrawn, presence])
      return presence
    })
  }
}
