import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { monitorBoardPush } from '@portal/contract'
import { keyedThrottle } from '../../../lib/keyed-throttle'
import { declaredPush } from '../../../plugins/app/push/push-publication'
import { listSupervisorIds } from './monitor-board-repository'

/**
 * At most one board notice per tenant per this long from each process: a burst of calls costs a page one read.
 * A change waits up to this long to be told, so it is most of the board's latency under load; the board read is
 * cheap enough (the full CTI state only for agents on a call) for ten a second.
 */
export const BOARD_NOTICE_WINDOW_MS = 100

/**
 * Tells a tenant's supervisors that their monitor board changed, after a CTI change commits. Coalesced per tenant
 * in each process; the push bus carries it to every process's sockets, and each page reads the board itself.
 */
export const monitorBoardNotices = fp(async (app) => {
  const notices = keyedThrottle(
    BOARD_NOTICE_WINDOW_MS,
    (tenantId) => tellSupervisors(app, tenantId),
    (error) => app.log.warn({ err: error }, 'a monitor board notice could not be sent'),
  )
  app.decorate('noteBoardChange', notices.note)
  app.addHook('onClose', async () => notices.close())
})

async function tellSupervisors(app: FastifyInstance, tenantId: string) {
  // Read at each notice, not when a socket opens, so a role that gains or loses speech.monitor counts at once.
  const accountIds = await app.store.db.withTenant(tenantId, listSupervisorIds)
  if (accountIds.length === 0) return
  await app.pushBus.publish(
    declaredPush(monitorBoardPush, { audience: { tenantId, accountIds }, payload: {} }),
  )
}
