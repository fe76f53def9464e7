import type { FastifyInstance } from 'fastify'
import type { RouteResponse } from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { RECORD_KINDS, type RecordKind } from './record-kinds'
import { closeRecord, listRecords } from './record-repository'

/** Serves the list and the action of one kind of record: one factory for all four kinds. */
function serveRecordRoutes(app: FastifyInstance, kind: RecordKind) {
  const { list, act } = kind.routes
  serveRoute(app, list, async ({ query, request }) => {
    const filter = query as { status?: string; keyword?: string }
    const accountId = request.session?.accountId ?? ''
    const items = await request.withTenant((tx) => listRecords(tx, kind, { ...filter, accountId }))
    return items as RouteResponse<typeof list>
  })

  serveRoute(app, act, async ({ params, request }) => {
    const { id, action } = params as { id: string; action: string }
    const accountId = request.session?.accountId ?? ''
    const result = await request.withTenant((tx) => closeRecord(tx, kind, id, action, accountId))
    if (!result) throw notFound()
    if (result === 'closed') throw new AppError('FAILURE', 'record.alreadyClosed', 409)
    return result as RouteResponse<typeof act>
  })
}

export async function recordRoutes(app: FastifyInstance) {
  for (const kind of Object.values(RECORD_KINDS)) serveRecordRoutes(app, kind)
}
