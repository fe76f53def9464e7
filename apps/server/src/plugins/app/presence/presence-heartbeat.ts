import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { PRESENCE_HEARTBEAT_MS } from '@portal/contract'
import { markPagesHeardFrom } from './heard-from-repository'

/**
 * Tells the database once which agents this process holds an open page for (a push socket), so the call centre
 * and the channels count them as heard from now.
 * @example await beatPresence(app) // what the heartbeat does every PRESENCE_HEARTBEAT_MS
 */
export async function beatPresence(app: FastifyInstance): Promise<void> {
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
  await markPagesHeardFrom(app.store.db, { tenantIds, accountIds })
}

/**
 * Truthful presence: every few seconds each process beats for the agents it has pages of, so an agent whose last
 * page closed, or went silent, is taken out of READY (telephony) and off every channel (channel presence) by
 * their timers within the silence limit, and no call or chat waits for nobody.
 */
export const presenceHeartbeat = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      beatPresence(app).catch((error: unknown) => app.log.warn({ err: error }, 'presence heartbeat failed'))
    }, PRESENCE_HEARTBEAT_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
