import type { FastifyInstance } from 'fastify'
import {
  callHistoryRoute,
  communicateDetailRoute,
  communicateUpdateRoute,
  setBusyingRoute,
  taskCustomerRevertRoute,
  updateAcwRoute,
} from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { readCallRecords } from './call-record-reader'
import { settleOutboundTask } from './call-lifecycle'
import { ctiCommand } from './cti-command'

const UUID = /^[0-9a-f-]{36}$/i

/** The communicate records (§7): the agent's note and ACW time, call history, and the old client's calls. */
export async function callRecordRoutes(app: FastifyInstance) {
  const own = (request: { session: { accountId: string } | null }) => request.session?.accountId ?? ''

  serveRoute(app, updateAcwRoute, async ({ body, request }) => {
    if (!UUID.test(body.participantId)) throw notFound()
    const { rowCount } = await request.withTenant((tx) =>
      tx.query('UPDATE call_records SET acw_duration = $1 WHERE id = $2 AND agent_account_id = $3', [
        body.acwDuration,
        body.participantId,
        own(request),
      ]),
    )
    if (rowCount === 0) throw new AppError('FAILURE', 'telephony.saveAcwFailed', 404)
    return null
  })
  serveRoute(app, communicateUpdateRoute, async ({ params, body, request }) => {
    if (!UUID.test(params.recordId)) throw notFound()
    const records = await request.withTenant(async (tx) => {
      const { rowCount } = await tx.query(
        'UPDATE call_records SET note = $1 WHERE id = $2 AND agent_account_id = $3',
        [body.note, params.recordId, own(request)],
      )
      return rowCount ? readCallRecords(tx, { recordId: params.recordId }) : []
    })
    if (!records[0]) throw notFound()
    return records[0]
  })
  serveRoute(app, communicateDetailRoute, async ({ params, request }) => {
    if (!UUID.test(params.recordId)) throw notFound()
    const records = await request.withTenant((tx) => readCallRecords(tx, { recordId: params.recordId }))
    if (!records[0]) throw notFound()
    return records[0]
  })
  serveRoute(app, callHistoryRoute, async ({ query, request }) => {
    if (query.customerId && !UUID.test(query.customerId)) return []
    return request.withTenant((tx) =>
      readCallRecords(
        tx,
        query.customerId ? { customerId: query.customerId } : { agentAccountId: own(request) },
      ),
    )
  })
  serveRoute(app, setBusyingRoute, async ({ query, request }) => {
    // Only for oneself, in one's own tenant: the old client sends both, the server trusts neither.
    const session = request.session
    if (query.userId !== session?.accountId || query.tenantId !== session.tenantId)
      throw new AppError('ACCESS_DENY', 'request.forbidden', 403)
    if (query.isBusy === '0') return false
    await ctiCommand(request, async (change, accountId) => {
      const agent = await change.agent(accountId)
      if (agent.systemState === 'READY' && !agent.onCall) await change.apply(accountId, { type: 'missed' })
    })
    return true
  })
  serveRoute(app, taskCustomerRevertRoute, async ({ query, request }) => {
    if (!UUID.test(query.communicateId)) throw notFound()
    await ctiCommand(request, async (change, accountId) => {
      const { rows } = await change.tx.query<{ outbound_task_id: string | null }>(
        'SELECT outbound_task_id FROM call_records WHERE id = $1 AND agent_account_id = $2',
        [query.communicateId, accountId],
      )
      const taskId = rows[0]?.outbound_task_id
      if (!taskId) throw notFound()
      await settleOutboundTask(change, taskId, false)
    })
    return null
  })
}
