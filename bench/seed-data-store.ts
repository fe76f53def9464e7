import pg from 'pg'
import { openDataStore } from '../apps/server/src/start/data-store'

/**
 * Opens the portal's data store as a demo start would (migrations, demo data), writes what `seed` writes (the
 * bench data, say) through the owner connection and closes it again, so the portal can then start on it. The
 * embedded database takes one process at a time, hence the close.
 * @example const seed = await seedDataStore({ dataDir }, seedBenchData) // embedded, in dataDir
 * @example const seed = await seedDataStore({ databaseUrl: scratch.url }, seedBenchData)
 * @example const cookies = await seedDataStore({ dataDir }, (owner) => seedBenchAgents(owner, tenantId, 20))
 */
export async function seedDataStore<T>(
  target: { dataDir: string } | { databaseUrl: string },
  seed: (owner: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const store = await openDataStore({
    databaseUrl: 'databaseUrl' in target ? target.databaseUrl : undefined,
    dataDir: 'dataDir' in target ? target.dataDir : 'memory://',
    isDemo: true,
  })
  try {
    const owner = new pg.Client(store.ownerConnection)
    await owner.connect()
    try {
      return await seed(owner)
    } finally {
      await owner.end()
    }
  } finally {
    await store.close()
  }
}
