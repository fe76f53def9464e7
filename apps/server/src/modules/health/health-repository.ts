import type { Database } from '../../db/database'

/** One round trip to the database: it answers queries now. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.query('SELECT 1')
}
