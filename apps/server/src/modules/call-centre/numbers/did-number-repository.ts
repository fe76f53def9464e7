import type { DidNumberItem, NumberRoute } from '@portal/contract'
import type { Queryable } from '../../../db/database'

type DidNumberRow = {
  number: string
  name: string
  route_kind: NumberRoute['routeKind']
  ivr_id: string | null
  skill_group_id: string | null
  closed_message: string
  retired_at: Date | null
}

const COLUMNS = 'number, name, route_kind, ivr_id::text, skill_group_id::text, closed_message, retired_at'

const toItem = (row: DidNumberRow): DidNumberItem => ({
  number: row.number,
  name: row.name,
  route: {
    routeKind: row.route_kind,
    ivrId: row.ivr_id,
    skillGroupId: row.skill_group_id,
    closedMessage: row.closed_message,
  },
  retiredAt: row.retired_at?.toISOString() ?? null,
})

/** Only the target the route's kind uses is kept, so whoever routes the number reads one answer. */
const routeValues = (route: NumberRoute) => [
  route.routeKind,
  route.routeKind === 'IVR' ? route.ivrId : null,
  route.routeKind === 'QUEUE' ? route.skillGroupId : null,
  route.routeKind === 'CLOSED' ? route.closedMessage : '',
]

/** The tenant's numbers, retired ones included (they keep their history), in the tenant's order. */
export async function listDidNumbers(tx: Queryable): Promise<DidNumberItem[]> {
  const { rows } = await tx.query<DidNumberRow>(
    `SELECT ${COLUMNS} FROM did_numbers ORDER BY position, number`,
  )
  return rows.map(toItem)
}

export async function findDidNumber(tx: Queryable, number: string): Promise<DidNumberItem | undefined> {
  const { rows } = await tx.query<DidNumberRow>(`SELECT ${COLUMNS} FROM did_numbers WHERE number = $1`, [
    number,
  ])
  return rows[0] && toItem(rows[0])
}

/** Adds a number after the tenant's others. A number the tenant already has fails with a unique violation. */
export async function insertDidNumber(
  tx: Queryable,
  number: { number: string; name: string; route: NumberRoute },
): Promise<void> {
  await tx.query(
    `INSERT INTO did_numbers (tenant_id, number, name, position, route_kind, ivr_id, skill_group_id, closed_message)
     VALUES (current_tenant_id(), $1, $2, (SELECT COALESCE(max(position) + 1, 0) FROM did_numbers), $3, $4, $5, $6)`,
    [number.number, number.name, ...routeValues(number.route)],
  )
}

export async function updateDidNumber(
  tx: Queryable,
  number: string,
  form: { name: string; route: NumberRoute },
): Promise<void> {
  await tx.query(
    `UPDATE did_numbers SET name = $2, route_kind = $3, ivr_id = $4, skill_group_id = $5, closed_message = $6
     WHERE number = $1`,
    [number, form.name, ...routeValues(form.route)],
  )
}

/**
 * Retires a number (it keeps its history; it drops out of every skill group's outbound numbers), or restores it.
 * @returns the skill groups whose outbound numbers it dropped out of, by name
 */
export async function setDidNumberRetired(
  tx: Queryable,
  number: string,
  isRetired: boolean,
): Promise<string[]> {
  await tx.query('UPDATE did_numbers SET retired_at = CASE WHEN $2 THEN now() END WHERE number = $1', [
    number,
    isRetired,
  ])
  if (!isRetired) return []
  const { rows } = await tx.query<{ name: string }>(
    `WITH dropped AS (DELETE FROM skill_group_numbers WHERE number = $1 RETURNING skill_group_id)
     SELECT g.name FROM dropped JOIN skill_groups g ON g.id = dropped.skill_group_id ORDER BY g.name`,
    [number],
  )
  return rows.map((row) => row.name)
}

/**
 * The licence's number limit (null: none) and the tenant's active numbers, with the tenant row locked to the end
 * of the transaction, so two administrators cannot both add the last number.
 */
export async function lockNumberLimit(tx: Queryable): Promise<{ limit: number | null; active: number }> {
  const { rows } = await tx.query<{ number_limit: number | null; active: number }>(
    `SELECT number_limit, (SELECT count(*)::int FROM did_numbers WHERE retired_at IS NULL) AS active
     FROM tenants WHERE id = current_tenant_id() FOR UPDATE`,
  )
  return { limit: rows[0]?.number_limit ?? null, active: rows[0]?.active ?? 0 }
}
