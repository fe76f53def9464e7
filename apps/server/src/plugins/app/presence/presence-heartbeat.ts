import type { FastifyInstance } from 'fastify'
import { PRESENCE_HEARTBEAT_MS } from '@portal/contract'
import { markHeardFrom } from './agent-repository'

/**
 * Truthful presence: every few seconds each process tells the database which agents it holds an open page for
 * (a push socket), so an agent whose last page closed, or went silent, is taken out of READY by the timers
 * within the silence limit and no call rings for nobody.
 */
export function startPresenceHeartbeat(app: FastifyInstance): () => void {
  const beat = async () => {
    const tenantIds: string[] = []
    const accountIds: string[] = []
    const seen = new Set<string>()
    for (const { tenantId, accountId } of app.pushRecipients()) {
      const key = `${tenantId}:${accountId}`
      if (seen.has(key)) continue
      seen.add(key)
      tenantIds.push(tenantId)
      accountIds.push(accountId)
    }
    if (accountIds.length === 0) return
    await markHeardFrom(app.store.db, { tenantIds, accountIds })
  }
  const timer = setInterval(() => {
    beat().catch((error: unknown) => app.log.warn({ err: error }, 'presence heartbeat failed'))
  }, PRESENCE_HEARTBEAT_MS)
  timer.unref()
  return () => clearInterval(timer)
}
