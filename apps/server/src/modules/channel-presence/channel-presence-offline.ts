import type { FastifyInstance } from 'fastify'
import { channelPresencePush, type ChannelPresence } from '@portal/contract'
import { declaredPush } from '../../plugins/app/push/push-publication'
import { takeChannelsOffline } from './channel-presence-repository'

/** Whose channels: an agent of a tenant. */
export type ChannelAgent = { tenantId: string; accountId: string }

/** Tells every page of the agent each presence that changed (pages keep only newer versions). */
export async function pushPresences(
  app: FastifyInstance,
  agent: ChannelAgent,
  presences: readonly ChannelPresence[],
): Promise<void> {
  for (const presence of presences) {
    await app.pushBus.publish(
      declaredPush(channelPresencePush, {
        audience: { tenantId: agent.tenantId, accountIds: [agent.accountId] },
        payload: { presence },
      }),
    )
  }
}

/**
 * Takes the agent's channels offline in their tenant and tells their pages: every channel at logout, or only while
 * no page has been heard from since `silentBefore` (the silence sweep).
 * @example await takeAgentOffline(app, request.session) // at logout
 */
export async function takeAgentOffline(
  app: FastifyInstance,
  agent: ChannelAgent,
  which: { silentBefore?: Date } = {},
): Promise<ChannelPresence[]> {
  const changed = await app.store.db.withTenant(agent.tenantId, (tx) =>
    takeChannelsOffline(tx, agent.accountId, which),
  )
  await pushPresences(app, agent, changed)
  return changed
}
