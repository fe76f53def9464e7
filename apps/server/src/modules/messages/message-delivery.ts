import fp from 'fastify-plugin'
import { isConnectionLost } from '../../db/connection-lost'
import type { FastifyInstance } from 'fastify'
import { newsPush } from '@portal/contract'
import { declaredPush, type PushPublication } from '../../plugins/app/push/push-publication'
import { deliverDueMessages, listRoleMembers } from './message-delivery-repository'
import { messagePageCache } from './message-page-cache'

/** How often scheduled messages are looked for. */
const DELIVERY_INTERVAL_MS = 1000

type TenantBatch = { cursor: number; isEveryone: boolean; accountIds: Set<string>; roleIds: Set<string> }

/**
 * Delivery of messages: every due one gets its delivery seq (deliver_due_messages(), in seq order across
 * processes), then one NEWS event per tenant tells the addressed sessions. Runs after each publish and every
 * second for scheduled messages; runs never overlap within a process.
 */
export const messageDelivery = fp(async (app) => {
  let chain: Promise<void> = Promise.resolve()
  let queued: Promise<void> | null = null

  // At most one run waits behind the current one: whatever a caller committed before asking is seen by it.
  const deliverMessages = () => {
    if (!queued) {
      queued = chain.then(() => {
        queued = null
        return deliverOnce(app)
      })
      chain = queued.catch(() => undefined)
    }
    return queued
  }
  app.decorate('deliverMessages', deliverMessages)

  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deliverMessages().catch((error: unknown) => {
        // A database outage is reported once, when it starts and ends (db/outage-report), not once a second here.
        if (!isConnectionLost(error)) app.log.error({ err: error }, 'message delivery failed')
      })
    }, DELIVERY_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await chain
  })
})

async function deliverOnce(app: FastifyInstance): Promise<void> {
  const rows = await deliverDueMessages(app.store.db)
  const batches = new Map<string, TenantBatch>()
  for (const row of rows) {
    const batch = batches.get(row.tenant_id) ?? {
      cursor: 0,
      isEveryone: false,
      accountIds: new Set<string>(),
      roleIds: new Set<string>(),
    }
    batch.cursor = Math.max(batch.cursor, Number(row.delivery_seq))
    if (row.audience_account_id) batch.accountIds.add(row.audience_account_id)
    else if (row.audience_role_ids) for (const roleId of row.audience_role_ids) batch.roleIds.add(roleId)
    else batch.isEveryone = true
    batches.set(row.tenant_id, batch)
  }
  const pages = messagePageCache(app.store.staleNotices)
  for (const [tenantId, batch] of batches) {
    pages.forget(tenantId)
    await app.pushBus.publish(await newsPublication(app, tenantId, batch))
  }
}

/** Who gets the NEWS cursor: the whole tenant, or the accounts addressed and the current members of the roles. */
async function newsPublication(
  app: FastifyInstance,
  tenantId: string,
  batch: TenantBatch,
): Promise<PushPublication> {
  const payload = { cursor: batch.cursor }
  if (batch.isEveryone) return declaredPush(newsPush, { audience: { tenantId }, payload })
  if (batch.roleIds.size > 0) {
    const members = await listRoleMembers(app.store.db, tenantId, [...batch.roleIds])
    for (const accountId of members) batch.accountIds.add(accountId)
  }
  return declaredPush(newsPush, { audience: { tenantId, accountIds: [...batch.accountIds] }, payload })
}
