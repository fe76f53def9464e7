import pg from 'pg'
import type { DataStore } from '../src/start/data-store'

/**
 * Runs SQL as the migration user, to look past row-level security in a test. Embedded PGlite is one session
 * under every connection, so the role changes only inside this transaction, never for the request pool.
 */
export async function ownerQuery<T extends pg.QueryResultRow>(
  store: DataStore,
  sql: string,
  params: unknown[] = [],
) {
  const client = new pg.Client(store.ownerConnection)
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query('SET LOCAL ROLE NONE')
    const result = await client.query<T>(sql, params)
    await client.query('COMMIT')
    return result.rows
  } finally {
    await client.end()
  }
}
