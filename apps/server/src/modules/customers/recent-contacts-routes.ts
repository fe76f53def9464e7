import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/database'
import { CONTACT_KIND_PERMISSIONS, CONTACT_KINDS, recentContactsRoute } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { findCallCaller } from './call-caller-repository'
import { findCustomer } from './customer-repository'
import { listRecentContacts, type ContactParty } from './recent-contacts-repository'

/** Whose contacts the query asks for; null when the customer or the call is not the tenant's. */
async function partyOf(
  tx: Queryable,
  wanted: { customerId?: string; callRecordId?: string },
): Promise<ContactParty | null> {
  if (wanted.callRecordId) {
    const caller = await findCallCaller(tx, wanted.callRecordId)
    return (
      caller && { customerId: caller.customerId, phone: caller.phone, onScreenCallId: wanted.callRecordId }
    )
  }
  const customer = wanted.customerId ? await findCustomer(tx, wanted.customerId) : null
  return customer && { customerId: customer.id, phone: '' }
}

/**
 * The customer on screen: the recent contacts of a customer or of a call's caller, for the screen-pop and the
 * desk. Each kind only for a member holding the code that shows it; the tenant's rows only (RLS), so another
 * tenant's customer or call is not found.
 */
export async function recentContactsRoutes(app: FastifyInstance) {
  serveRoute(app, recentContactsRoute, async ({ query, request }) => {
    const { permissions } = await request.access()
    const kinds = CONTACT_KINDS.filter((kind) => permissions.has(CONTACT_KIND_PERMISSIONS[kind]))
    const found = await request.withTenant(async (tx) => {
      const party = await partyOf(tx, query)
      return party && { party, groups: await listRecentContacts(tx, party, kinds, query.limit) }
    })
    if (!found) throw notFound()
    return { customerId: found.party.customerId, groups: found.groups }
  })
}
