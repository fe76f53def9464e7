import type { FastifyRequest } from 'fastify'
import {
  COMMAND_SEARCH_LIMIT_PER_KIND,
  CUSTOMER_PERMISSIONS,
  TO_DO_PERMISSIONS,
  type CommandSearchResult,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'
import { listCustomers } from '../customers/customer-repository'
import { toSummary } from '../customers/customer-view'
import { loadViewer } from '../messages/message-viewer'
import { queryNewsMessages } from '../messages/news-message-repository'
import { listWorkOrders } from '../work-orders/work-order-list-repository'

const limit = COMMAND_SEARCH_LIMIT_PER_KIND

async function searchCustomers(tx: Queryable, q: string, isFullPhone: boolean) {
  const filter = {
    keyword: q,
    ownerAccountId: null,
    isHighSeas: false,
    isFullPhone,
    page: 1,
    pageSize: limit,
  }
  const { list } = await listCustomers(tx, filter)
  return list.map((row) => {
    const { id, name, phone } = toSummary(row, isFullPhone)
    return { id, name, phone }
  })
}

async function searchWorkOrders(tx: Queryable, q: string) {
  const search = { filterMenu: 'all', keyword: q, page: 1, pageSize: limit } as const
  const { list } = await listWorkOrders(tx, search, '', false)
  return list.map(({ id, number, title }) => ({ id, number, title }))
}

async function searchMessages(tx: Queryable, request: FastifyRequest, q: string) {
  // The viewer carries the message types the caller's codes allow: with none, visibility matches nothing.
  const found = await queryNewsMessages(tx, await loadViewer(request, tx), request.locale, {
    where: (params) => {
      const pattern = params.add(likePattern(q))
      return `(m.title ILIKE ${pattern} OR m.content ILIKE ${pattern})`
    },
    orderBy: 'm.effective_start_time DESC, m.id DESC',
    limit,
  })
  return found.map(({ id, title, messageType }) => ({ id, title, messageType }))
}

/**
 * The caller's customers, work orders and messages matching `q`, inside the caller's tenant transaction. Each
 * kind asks its own domain's repository, so it matches as that domain's list does (customers' numbers only whole
 * unless the caller sees them in full; messages by the message centre's visibility rule). A kind whose code the
 * caller lacks is an empty list, not a refusal, so one search serves every member.
 * @example await request.withTenant((tx) => commandSearch(tx, request, '王'))
 */
export async function commandSearch(
  tx: Queryable,
  request: FastifyRequest,
  q: string,
): Promise<CommandSearchResult> {
  const { permissions } = await request.access(tx)
  return {
    customers: permissions.has(CUSTOMER_PERMISSIONS.customerCentre)
      ? await searchCustomers(tx, q, permissions.has(CUSTOMER_PERMISSIONS.phoneView))
      : [],
    workOrders: permissions.has(TO_DO_PERMISSIONS.workOrderCentre) ? await searchWorkOrders(tx, q) : [],
    messages: await searchMessages(tx, request, q),
  }
}
