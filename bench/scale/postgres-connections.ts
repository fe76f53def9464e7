import pg from 'pg'

/**
 * The client connections a PostgreSQL server holds, how many are running a statement (of them, how many wait for
 * another transaction's lock), and how many hold a transaction open between statements (its process is busy
 * elsewhere, or waiting for its next step).
 */
export type PostgresConnections = {
  total: number
  active: number
  waitingOnLock: number
  idleInTransaction: number
}

/**
 * A connection of its own to the PostgreSQL server (never counted itself) that reads pg_stat_activity on demand.
 * @example const watch = await watchPostgresConnections(privatePostgres.url); await watch.read(); await watch.close()
 */
export async function watchPostgresConnections(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  return {
    read: async (): Promise<PostgresConnections | null> => {
      try {
        const { rows } = await client.query<PostgresConnections>(
          `SELECT count(*)::int AS total, (count(*) FILTER (WHERE state = 'active'))::int AS active,
             (count(*) FILTER (WHERE state = 'active' AND wait_event_type = 'Lock'))::int AS "waitingOnLock",
             (count(*) FILTER (WHERE state = 'idle in transaction'))::int AS "idleInTransaction"
           FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
        )
        return rows[0] ?? null
      } catch {
        return null
      }
    },
    close: () => client.end(),
  }
}
