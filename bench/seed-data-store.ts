import pg from 'pg'
import { openDataStore } from '../apps/server/src/start/data-store'
import { seedBenchData, type BenchSeed } from './seed-bench-data'

/**
 * Opens the portal's data store as a demo start would (migrations, demo data), writes the bench data through
 * the owner connection and closes it again, so the portal can then start on it. The embedded database takes
 * one process at a time, hence the close.
 * @example const seed = await seedDataStore({ dataDir }) // embedded, in dataDir
 * @example const seed = await seedDataStore({ databaseUrl: scratch.url })
 */
export async function seedDataStore(
  target: { dataDir: string } | { databaseUrl: string },
): Promise<BenchSeed> {
  const store = await openDataStore({
    databaseUrl: 'databaseUrl' in target ? target.databaseUrl : undefined,
    dataDir: 'dataDir' in target ? target.dataDir : 'memory://',
    isDemo: true,
  })
  try {
    const owner = new pg.Client(store.ownerConnection)
    await owner.connect()
    try {
      return await seedBenchData(owner)
    } finally {
      await owner.end()
    }
  } finally {
    await store.close()
  }
}
