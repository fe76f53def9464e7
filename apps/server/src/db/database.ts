import pg from 'pg'

/** The role every request runs as: it owns no table and cannot bypass row-level security. */
export const APP_ROLE = 'portal_app'

export type Queryable = Pick<pg.PoolClient, 'query'>

export type Database = {
  /**
   * Runs `work` in one transaction with the tenant set for row-level security. This is the only place the
   * tenant is set: every tenant-owned row a query can see or change belongs to `tenantId`.
   * @example await db.withTenant(session.tenantId, (tx) => tx.query('SELECT name FROM roles'))
   */
  withTenant: <T>(tenantId: string, work: (tx: Queryable) => Promise<T>) => Promise<T>
  /** For platform tables and the SECURITY DEFINER lookups that come before a tenant is known. */
  query: Queryable['query']
  /** One transaction on platform tables, with no tenant set (tenant-owned rows stay invisible in it). */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>
  close: () => Promise<void>
}

/**
 * Opens the request pool. Each connection switches to the app role before its first query.
 * @param maxConnections 1 for the embedded database, which is a single PostgreSQL session underneath
 */
export function openDatabase(connection: pg.PoolConfig, maxConnections: number): Database {
  const pool = new pg.Pool({ ...connection, max: maxConnections })
  // pg drops an idle connection the server closed (restart, failover) and emits 'error' on the pool; with no
  // listener that event would end the process, so it becomes a warning and the next query reconnects. A pool
  // that is closing expects it: pool.end() resolves before its connections have finished closing.
  pool.on('error', (error) => {
    if (!pool.ending) process.emitWarning(`idle database connection lost: ${error.message}`)
  })
  const switchedToAppRole = new WeakSet<pg.PoolClient>()

  // Each connection switches to the app role once, awaited, before it runs anything else.
  const acquire = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect()
    if (switchedToAppRole.has(client)) return client
    try {
      await client.query(`SET ROLE ${APP_ROLE}`)
    } catch (error) {
      client.release(error as Error)
      throw error
    }
    switchedToAppRole.add(client)
    return client
  }

  const transaction = async <T>(work: (tx: Queryable) => Promise<T>, tenantId?: string): Promise<T> => {
    const client = await acquire()
    try {
      await client.query('BEGIN')
      if (tenantId !== undefined)
        await client.query("SELECT set_config('app.tenant_id', $1, true)", [tenantId])
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }

  const query = (async (...args: Parameters<pg.PoolClient['query']>) => {
    const client = await acquire()
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args)
    } finally {
      client.release()
    }
  }) as Queryable['query']

  return {
    withTenant: (tenantId, work) => transaction(work, tenantId),
    transaction: (work) => transaction(work),
    query,
    close: () => pool.end(),
  }
}
