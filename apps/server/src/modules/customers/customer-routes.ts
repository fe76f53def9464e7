import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  claimCustomerRoute,
  customerDetailRoute,
  customerHistoryRoute,
  customerListRoute,
  highSeasListRoute,
  releaseCustomerRoute,
  requestBlacklistRoute,
  type MessageKey,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { listContactHistory } from './contact-history-repository'
import { customerDictList, findCustomer, listCustomers, type CustomerFilter } from './customer-repository'
import { canSeeFullPhone, toDetail, toSummary } from './customer-view'
import { requestBlacklist } from './blacklist-request-repository'
import { claimCustomer, releaseCustomer } from './ownership-repository'

const accountOf = (request: FastifyRequest) => request.session?.accountId ?? ''

/** The customer as the caller sees it after `change` ran in the same transaction; 404 when there is none. */
async function detailAfter(
  request: FastifyRequest,
  id: string,
  change: (tx: Queryable) => Promise<void> = async () => {},
) {
  const isFullPhone = await canSeeFullPhone(request)
  const found = await request.withTenant(async (tx) => {
    await change(tx)
    const row = await findCustomer(tx, id)
    return row && { row, dictList: await customerDictList(tx, id, request.locale) }
  })
  if (!found) throw notFound()
  return toDetail(found.row, { isFullPhone, accountId: accountOf(request), dictList: found.dictList })
}

async function customerPage(request: FastifyRequest, wanted: Omit<CustomerFilter, 'isFullPhone'>) {
  const isFullPhone = await canSeeFullPhone(request)
  const filter = { ...wanted, isFullPhone }
  const { list, total } = await request.withTenant((tx) => listCustomers(tx, filter))
  return {
    list: list.map((row) => toSummary(row, isFullPhone)),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  }
}

const conflict = (key: MessageKey) => new AppError('FAILURE', key, 409)

/** The customer centre's routes: every one under the customer-centre code, the tenant's rows only (RLS). */
export async function customerRoutes(app: FastifyInstance) {
  serveRoute(app, customerListRoute, ({ query, request }) =>
    customerPage(request, {
      ...query,
      ownerAccountId: query.scope === 'mine' ? accountOf(request) : null,
      isHighSeas: false,
    }),
  )

  serveRoute(app, highSeasListRoute, ({ query, request }) =>
    customerPage(request, { ...query, ownerAccountId: null, isHighSeas: true }),
  )

  serveRoute(app, customerDetailRoute, async ({ query, request }) => {
    // §7 passes the tenant too: another tenant's id finds nothing, as any customer of another tenant.
    if (query.tenantId && query.tenantId !== request.session?.tenantId) throw notFound()
    return detailAfter(request, query.customerId)
  })

  serveRoute(app, customerHistoryRoute, async ({ params, request }) => {
    const history = await request.withTenant(async (tx) =>
      (await findCustomer(tx, params.id)) ? listContactHistory(tx, params.id) : null,
    )
    if (!history) throw notFound()
    return history
  })

  serveRoute(app, claimCustomerRoute, ({ params, request }) =>
    detailAfter(request, params.id, async (tx) => {
      const result = await claimCustomer(tx, params.id, accountOf(request))
      if (result === 'taken') throw conflict('customer.alreadyClaimed')
      if (result === 'mine') throw conflict('customer.alreadyMine')
    }),
  )

  serveRoute(app, releaseCustomerRoute, ({ params, request }) =>
    detailAfter(request, params.id, async (tx) => {
      if ((await releaseCustomer(tx, params.id, accountOf(request))) === 'notYours')
        throw conflict('customer.notYours')
    }),
  )

  serveRoute(app, requestBlacklistRoute, ({ params, body, request }) =>
    detailAfter(request, params.id, async (tx) => {
      const result = await requestBlacklist(tx, params.id, accountOf(request), body.reason)
      if (result === 'pending') throw conflict('customer.blacklistPending')
      if (result === 'blacklisted') throw conflict('customer.alreadyBlacklisted')
    }),
  )
}
