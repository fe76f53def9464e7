import type { ContactKind, RecentContactGroup } from '@portal/contract'
import type { Queryable } from '../../db/database'
import {
  CONTACT_COLUMNS,
  CONTACT_SELECTS,
  CUSTOMER_MATCHES,
  toContactItem,
  type ContactRow,
} from './contact-sources'
import { OPEN_WORK_ORDERS } from '../work-orders/work-order-views'

/**
 * Whose contacts: a customer of the tenant, or (with no customer) an unknown caller's number; `onScreenCallId` is
 * the call the agent is on, which is not one of its own caller's earlier contacts.
 */
export type ContactParty = { customerId: string | null; phone: string; onScreenCallId?: string }

/**
 * Which rows are an unknown caller's number `$2`: their calls, the single SMS sent to it and the work orders
 * created from their calls; an e-mail names no number.
 */
const NUMBER_MATCHES: Record<ContactKind, string> = {
  call: 'r.phone = $2',
  workOrder: 'w.customer_phone = $2',
  email: 'false',
  sms: `m.purpose = 'single' AND m.recipient = $2`,
}

/** The screen-pop shows the work still to do, not every order the customer ever had. */
const KIND_FILTERS: Partial<Record<ContactKind, string>> = {
  workOrder: `w.status IN ${OPEN_WORK_ORDERS}`,
}

const partyContacts = (kind: ContactKind) =>
  `${CONTACT_SELECTS[kind]}
   WHERE ((${CUSTOMER_MATCHES[kind]}) OR ($1::uuid IS NULL AND $2 <> '' AND ${NUMBER_MATCHES[kind]}))
     AND ${KIND_FILTERS[kind] ?? 'true'}`

/**
 * The party's newest `limit` contacts of each kind asked for, each kind newest first, with whether older ones
 * exist (row-level security keeps the tenant).
 */
export async function listRecentContacts(
  tx: Queryable,
  party: ContactParty,
  kinds: readonly ContactKind[],
  limit: number,
): Promise<RecentContactGroup[]> {
  const groups: RecentContactGroup[] = []
  for (const kind of kinds) {
    const { rows } = await tx.query<ContactRow>(
      `SELECT ${CONTACT_COLUMNS} FROM (${partyContacts(kind)}) AS contacts
       WHERE NOT (kind = 'call' AND id IS NOT DISTINCT FROM $4::text)
       ORDER BY occurred_at DESC, id LIMIT $3`,
      [party.customerId, party.phone, limit + 1, party.onScreenCallId ?? null],
    )
    groups.push({ kind, items: rows.slice(0, limit).map(toContactItem), hasMore: rows.length > limit })
  }
  return groups
}
