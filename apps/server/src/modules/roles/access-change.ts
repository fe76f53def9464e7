import type { FastifyInstance } from 'fastify'
import { accessChangedPush } from '@portal/contract'
import { declaredPush } from '../../plugins/app/push/push-publication'

/**
 * Tells the open pages of these accounts that their permission codes changed, so their menu and gated buttons
 * follow at once: call it after the change has committed (the pages read their access again straight away). It
 * goes through the push bus, so it reaches the accounts' sockets in every process.
 * @example await announceAccessChange(app, tenantId, [accountId]) // after a member was given another role
 */
export async function announceAccessChange(
  app: FastifyInstance,
  tenantId: string,
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return
  await app.pushBus.publish(
    declaredPush(accessChangedPush, {
      audience: { tenantId, accountIds: [...new Set(accountIds)] },
      payload: {},
    }),
  )
}
