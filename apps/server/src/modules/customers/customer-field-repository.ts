import type { Queryable } from '../../db/database'
import { codedNameTable } from '../../db/reference-table-repository'

/** The tenant's customer dictionary fields (shown on the customer detail) as the reference-data page administers them. */
export const CUSTOMER_FIELD_TABLE = codedNameTable('customer_dict_fields', 'position')

/** How many customers of the current tenant have a value in the field. */
export async function countCustomerFieldValues(tx: Queryable, fieldId: string): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM customer_dict_values WHERE field_id::text = $1 AND value <> ''`,
    [fieldId],
  )
  return rows[0]?.count ?? 0
}
