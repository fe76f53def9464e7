import type { FastifyInstance } from 'fastify'
import { PRESENCE_SILENCE_LIMIT_MS } from '@portal/contract'
import { startTicker } from '../../lib/ticker'
import { listSilentAgents } from './channel-presence-repository'
import { takeAgentOffline } from './channel-presence-offline'

const BATCH = 100

/**
 * Every `intervalMs`, takes every channel offline for the agents no page has been heard from for the silence
 * limit (their last tab closed, their machine asleep), as telephony's timers take them out of READY. Every process
 * runs it; the update checks the silence again, so two processes may race.
 */
export function startChannelSilenceSweep(app: FastifyInstance, intervalMs: number): () => Promise<void> {
  const tick = async () => {
    const silentBefore = new Date(Date.now() - PRESENCE_SILENCE_LIMIT_MS)
    for (const silent of await listSilentAgents(app.store.db, silentBefore, BATCH)) {
      const agent = { tenantId: silent.tenant_id, accountId: silent.account_id }
      await takeAgentOffline(app, agent, { silentBefore }).catch((error: unknown) =>
        app.log.error({ err: error }, 'a silent agent could not be taken off their channels'),
      )
    }
  }
  return startTicker(intervalMs, tick, (error) =>
    app.log.warn({ err: error }, 'the channel silence sweep could not run'),
  )
}
