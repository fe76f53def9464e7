import pg from 'pg'
import type { Config } from '../config/env'
import { embeddedDatabaseDir } from '../config/database-location'
import { loadLoginKey, type LoginKey } from '../modules/auth/login-key'
import { openDatabase, type Database, type PoolOptions } from '../db/database'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded/embedded-postgres'
import { migrate } from '../db/migrate'
import { listenStaleNotices } from '../db/stale/postgres-stale-notices'
import type { StaleNotices } from '../db/stale/stale-notices'
import { hasTenants } from './demo-seed/has-tenants'

export type DataStore = {
  db: Database
  loginKey: LoginKey
  /** Whether this start wrote the demo data. */
  seeded: boolean
  kind: 'embedded' | 'postgres'
  /** How the migration user connects: for maintenance commands and tests, never for requests. */
  ownerConnection: pg.ClientConfig
  /** What the database says changed, for the caches of callers (sessions, access, tenant, unread counts). */
  staleNotices: StaleNotices
  close: () => Promise<void>
}

/**
 * Connects to PostgreSQL (DATABASE_URL) or starts the embedded one in DATA_DIR, brings the schema up to date,
 * writes the demo data into an empty database in demo mode, and opens the request pool. `dataDir` may be
 * `memory://` for a throwaway database; `embeddedSnapshot` starts the embedded one from a snapshot (tests);
 * `embedded` is the embedded one already starting in this data folder (the server starts it first of all).
 */
export async function openDataStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'isDemo'> & Partial<Pick<Config, 'databasePoolSize'>>,
  options: { embeddedSnapshot?: string; embedded?: Promise<EmbeddedPostgres> } = {},
): Promise<DataStore> {
  const embedded = config.databaseUrl
    ? null
    : await (options.embedded ??
        startEmbeddedPostgres(embeddedDatabaseDir(config.dataDir), options.embeddedSnapshot))
  const connection: pg.ClientConfig = embedded
    ? embedded.connection
    : { connectionString: config.databaseUrl }
  try {
    const { loginKey, seeded } = await prepareDatabase(connection, config.isDemo)
    const staleNotices = embedded ? embedded.staleNotices : await listenStaleNotices(connection)
    const db = openDatabase(
      connection,
      embedded ? EMBEDDED_POOL : { ...POSTGRES_POOL, maxConnections: config.databasePoolSize ?? 10 },
    )
    return {
      db,
      loginKey,
      seeded,
      kind: embedded ? 'embedded' : 'postgres',
      ownerConnection: connection,
      staleNotices,
      close: async () => {
        await staleNotices.close()
        await db.close()
        await embedded?.stop()
      },
    }
  } catch (error) {
    await embedded?.stop()
    throw error
  }
}

/**
 * As the migration user: the schema up to date, the login key made once, and in demo mode the demo data written
 * into an empty database.
 */
export async function prepareDatabase(
  connection: pg.ClientConfig,
  isDemo: boolean,
): Promise<{ loginKey: LoginKey; seeded: boolean }> {
  const owner = new pg.Client(connection)
  // Without a listener, the server ending this session between two statements would end the process; the
  // statement under way fails anyway, and start-up reports it.
  owner.on('error', () => undefined)
  await owner.connect()
  try {
    await migrate(owner)
    const loginKey = await loadLoginKey(owner)
    // Demo accounts have published passwords: they are written only in demo mode. The seed's modules (its data,
    // password hashing, the knowledge base's word segmenter) load only for an empty database, never on a restart.
    const seeded =
      isDemo && !(await hasTenants(owner))
        ? await (await import('./demo-seed/seed-demo-data')).seedDemoData(owner)
        : false
    return { loginKey, seeded }
  } finally {
    await owner.end()
  }
}

/**
 * A stopped PostgreSQL refuses at once; the timeout bounds a server that does not answer at all, and a request's
 * wait for its turn on a busy pool (of DATABASE_POOL_SIZE connections).
 */
const POSTGRES_POOL: Omit<PoolOptions, 'maxConnections'> = { connectionTimeoutMillis: 5_000 }
/** One session underneath, so requests take turns on it: a longer wait is a queue, not an outage. */
const EMBEDDED_POOL: PoolOptions = { maxConnections: 1, connectionTimeoutMillis: 30_000 }
