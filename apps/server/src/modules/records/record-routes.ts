import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CUSTOMER_PERMISSIONS, maskPhone, type RouteResponse } from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { RECORD_KINDS, type RecordKind } from './record-kinds'
import { closeRecord, listRecords, type RecordItem } from './record-repository'

/** The records as the caller may see them: a customer's phone masked unless they hold customer.phone.view. */
async function phonesFor(request: FastifyRequest, kind: RecordKind) {
  const field = kind.customerPhoneField
  if (!field || (await request.access()).permissions.has(CUSTOMER_PERMISSIONS.phoneView))
    return (item: RecordItem) => item
  return (item: RecordItem) => ({ ...item, [field]: maskPhone(String(item[field])) })
}

/** Serves the list and the action of one kind of record: one factory for all four kinds. */
function serveRecordRoutes(app: FastifyInstance, kind: RecordKind) {
  const { list, act } = kind.routes
  serveRoute(app, list, async ({ query, request }) => {
    const filter = query as { status?: string; keyword?: string }
    const accountId = request.session?.accountId ?? ''
    const items = await request.withTenant((tx) => listRecords(tx, kind, { ...filter, accountId }))
    return items.map(await phonesFor(request, kind)) as RouteResponse<typeof list>
  })

  serveRoute(app, act, async ({ params, request }) => {
    const { id, action } = params as { id: string; action: string }
    const accountId = request.session?.accountId ?? ''
    const result = await request.withTenant((tx) => closeRecord(tx, kind, id, action, accountId))
    if (!result) throw notFound()
    if (result === 'closed') throw new AppError('FAILURE', 'record.alreadyClosed', 409)
    return (await phonesFor(request, kind))(result) as RouteResponse<typeof act>
  })
}

export async function recordRoutes(app: FastifyInstance) {
  for (const kind of Object.values(RECORD_KINDS)) serveRecordRoutes(app, kind)
}
