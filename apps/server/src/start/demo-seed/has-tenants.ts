import type pg from 'pg'

/** Whether the database holds any tenant yet: the demo data is written only into an empty one. */
export async function hasTenants(owner: pg.ClientBase): Promise<boolean> {
  const { rows } = await owner.query('SELECT 1 FROM tenants LIMIT 1')
  return rows.length > 0
}
