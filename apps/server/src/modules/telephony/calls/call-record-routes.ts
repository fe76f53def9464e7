import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  callHistoryRoute,
  communicateDetailRoute,
  communicateUpdateRoute,
  setBusyingRoute,
  taskCustomerRevertRoute,
  updateAcwRoute,
} from '@portal/contract'
import { AppError, notFound } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { readCallRecords } from './call-record-repository'
import { setOwnAcwDuration, setOwnNote, taskOfOwnRecord } from '../state/call-repository'
import { ctiCommand } from '../state/cti-command'
import { setBusyAfterCall } from '../routing/busy-mark'
import { reopenOutboundTask } from '../state/telephony-directory-repository'

const UUID = /^[0-9a-f-]{36}$/i
const own = (request: FastifyRequest) => request.session?.accountId ?? ''

/** The communicate records (§7): the agent's note and ACW time, call history, and the old client's calls. */
export async function callRecordRoutes(app: FastifyInstance) {
  serveRoute(app, updateAcwRoute, async ({ body, request }) => {
    const isSaved =
      UUID.test(body.participantId) &&
      (await request.withTenant((tx) =>
        setOwnAcwDuration(tx, body.participantId, own(request), body.acwDuration),
      ))
    if (!isSaved) throw new AppError('FAILURE', 'telephony.saveAcwFailed', 404)
    return null
  })
  serveRoute(app, communicateUpdateRoute, async ({ params, body, request }) => {
    if (!UUID.test(params.recordId)) throw notFound()
    const note = { text: body.note, version: body.noteVersion }
    const records = await request.withTenant(async (tx) => {
      const outcome = await setOwnNote(tx, params.recordId, own(request), note)
      if (outcome === 'stale') throw new AppError('FAILURE', 'telephony.noteChanged', 409)
      return outcome === 'saved' ? readCallRecords(tx, { recordId: params.recordId }) : []
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
    let isChanged = false
    await ctiCommand(request, async (change, accountId) => {
      isChanged = await setBusyAfterCall(change, accountId, query.callId, query.isBusy === '1')
    })
    return isChanged
  })
  serveRoute(app, taskCustomerRevertRoute, async ({ query, request }) => {
    if (!UUID.test(query.communicateId)) throw notFound()
    await ctiCommand(request, async (change, accountId) => {
      const taskId = await taskOfOwnRecord(change.tx, query.communicateId, accountId)
      if (!taskId) throw notFound()
      await reopenOutboundTask(change.tx, taskId)
    })
    return null
  })
}
