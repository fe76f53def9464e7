import type { Database } from '../../db/database'

/** One round trip to the database on its own connection: it answers queries now, however busy the pool. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.ping()
}
