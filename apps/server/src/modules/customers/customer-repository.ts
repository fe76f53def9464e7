import type { BlacklistStatus, CustomerDictItem, Locale } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'
import { localizedName } from '../../lib/localized-name'

/** A customer row as the repository reads it: the phone in full (the service masks it for the caller). */
export type CustomerRow = {
  id: string
  name: string
  phone: string
  email: string
  identity: string
  tags: string[]
  ownerAccountId: string | null
  ownerName: string | null
  blacklistStatus: BlacklistStatus
  createdAt: string
}

const SELECT_CUSTOMER = `
  SELECT c.id, c.name, c.phone, c.email, c.identity, c.tags, c.owner_account_id AS "ownerAccountId",
    s.name AS "ownerName", c.created_at AS "createdAt",
    CASE WHEN c.blacklisted_at IS NOT NULL THEN 'blacklisted'
      WHEN EXISTS (SELECT 1 FROM blacklist_audits b WHERE b.customer_id = c.id AND b.status = 'pending')
        THEN 'pending'
      ELSE 'none' END AS "blacklistStatus",
    count(*) OVER () AS total
  FROM customers c LEFT JOIN staff_accounts s ON s.id = c.owner_account_id`

type Row = Omit<CustomerRow, 'createdAt'> & { createdAt: Date; total: string }

const toCustomer = ({ total: _total, ...row }: Row): CustomerRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})

export type CustomerFilter = {
  keyword?: string
  /** Only the customers this account owns; null for all. */
  ownerAccountId: string | null
  /** Only the customers nobody owns (the high seas). */
  isHighSeas: boolean
  /**
   * Whether the caller sees numbers in full. Without it a number matches only as a whole: a part of it would let
   * the masked middle digits be found one search at a time.
   */
  isFullPhone: boolean
  page: number
  pageSize: number
}

// The filter's rows ($1 to $5, filterParams): a name by any part; a number by any part for those who see numbers
// in full, else only whole.
const MATCHES_FILTER = `WHERE ($1::text IS NULL OR c.name ILIKE $1
         OR CASE WHEN $4::boolean THEN c.phone ILIKE $1 ELSE c.phone = $5 END)
       AND ($2::uuid IS NULL OR c.owner_account_id = $2)
       AND (NOT $3::boolean OR c.owner_account_id IS NULL)`

const filterParams = (filter: CustomerFilter) => [
  likePattern(filter.keyword),
  filter.ownerAccountId,
  filter.isHighSeas,
  filter.isFullPhone,
  filter.keyword ?? null,
]

/** One page of the current tenant's customers by name or phone, newest first, with the total that matches. */
export async function listCustomers(
  tx: Queryable,
  filter: CustomerFilter,
): Promise<{ list: CustomerRow[]; total: number }> {
  const { rows } = await tx.query<Row>(
    `${SELECT_CUSTOMER}
     ${MATCHES_FILTER}
     ORDER BY c.created_at DESC, c.id LIMIT $6 OFFSET $7`,
    [...filterParams(filter), filter.pageSize, (filter.page - 1) * filter.pageSize],
  )
  const total = rows[0] ? Number(rows[0].total) : await countCustomers(tx, filter)
  return { list: rows.map(toCustomer), total }
}

// A page past the end has no row to carry the total.
async function countCustomers(tx: Queryable, filter: CustomerFilter): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM customers c
     ${MATCHES_FILTER}`,
    filterParams(filter),
  )
  return rows[0]?.n ?? 0
}

/** One customer of the current tenant, or null. */
export async function findCustomer(tx: Queryable, id: string): Promise<CustomerRow | null> {
  const { rows } = await tx.query<Row>(`${SELECT_CUSTOMER} WHERE c.id = $1`, [id])
  return rows[0] ? toCustomer(rows[0]) : null
}

/** The tenant's customer fields in order, with this customer's values (empty where it has none). */
export async function customerDictList(
  tx: Queryable,
  customerId: string,
  locale: Locale,
): Promise<CustomerDictItem[]> {
  const { rows } = await tx.query<{
    code: string
    name: string
    name_en: string | null
    value: string | null
  }>(
    `SELECT f.code, f.name, f.name_en, v.value FROM customer_dict_fields f
     LEFT JOIN customer_dict_values v ON v.field_id = f.id AND v.customer_id = $1
     ORDER BY f.position, f.code`,
    [customerId],
  )
  return rows.map((row) => ({
    code: row.code,
    name: localizedName(locale, row.name, row.name_en),
    value: row.value ?? '',
  }))
}
