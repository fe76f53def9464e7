import { CONTACT_KINDS, type ContactHistoryItem } from '@portal/contract'
import type { Queryable } from '../../db/database'
import {
  CONTACT_COLUMNS,
  CONTACT_SELECTS,
  CUSTOMER_MATCHES,
  toContactItem,
  type ContactRow,
} from './contact-sources'

/** The most contacts the history shows. */
const HISTORY_LIMIT = 200

const CUSTOMER_CONTACTS = CONTACT_KINDS.map(
  (kind) => `${CONTACT_SELECTS[kind]} WHERE ${CUSTOMER_MATCHES[kind]}`,
).join('\n UNION ALL \n')

/** A customer's contacts from every source, merged by time, newest first (row-level security keeps the tenant). */
export async function listContactHistory(tx: Queryable, customerId: string): Promise<ContactHistoryItem[]> {
  const { rows } = await tx.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM (${CUSTOMER_CONTACTS}) AS history
     ORDER BY occurred_at DESC, id LIMIT ${HISTORY_LIMIT}`,
    [customerId],
  )
  return rows.map(toContactItem)
}
