import {
  MESSAGE_TYPE_VALUES,
  canSeeMessageType,
  visibleMessageTypes,
  type MessageType,
} from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'

/**
 * Who is looking at messages: their account, the stored types their codes let them see (spec §6), and the
 * message-centre categories they may open (those types plus all and favourites when allowed).
 */
export type Viewer = { accountId: string; types: MessageType[]; categories: MessageType[] }

/**
 * The signed-in user as a viewer of messages in the current tenant (inside a transaction: pass `tx`).
 * @example const viewer = await loadViewer(request, tx)
 */
export async function loadViewer(request: FastifyRequest, tx?: Queryable): Promise<Viewer> {
  const { permissions } = await request.access(tx)
  return {
    accountId: request.session?.accountId ?? '',
    types: visibleMessageTypes(permissions),
    categories: MESSAGE_TYPE_VALUES.filter((type) => canSeeMessageType(type, permissions)),
  }
}
