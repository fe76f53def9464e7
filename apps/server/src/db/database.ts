import pg from 'pg'
import { serviceUnavailable } from '../lib/app-error'
import { isConnectionLost } from './connection-lost'
import { reportOutages } from './outage-report'
import { openPinger } from './database-ping'
import { isStalePreparedStatement, preparePlannedStatements } from './prepared-statements'

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
  /**
   * One round trip on a connection of its own, outside the pool: whether the database answers, not whether the
   * pool has a connection free (a busy process is still ready; a health check that waited for the pool took
   * every busy process out of the balancer at once).
   */
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type PoolOptions = {
  /** 1 for the embedded database, which is a single PostgreSQL session underneath. */
  maxConnections: number
  /** How long a request may wait for a connection (a new one, or a turn on a busy pool) before it gets a 503. */
  connectionTimeoutMillis: number
}

/**
 * Opens the request pool. Each connection switches to the app role before its first query. A connection that
 * dies (PostgreSQL stopped or restarted) fails its request with a 503 and leaves the pool; the next request
 * opens a new one, so the server recovers as soon as PostgreSQL answers again.
 */
export function openDatabase(connection: pg.PoolConfig, options: PoolOptions): Database {
  const pool = new pg.Pool({
    ...connection,
    max: options.maxConnections,
    connectionTimeoutMillis: options.connectionTimeoutMillis,
    // A server that vanishes without a reset (host down, network cut) is noticed by TCP keep-alive, which
    // ends the connection: the waiting query fails and the connection leaves the pool, as for a restart.
    keepAlive: true,
  })
  const outage = reportOutages()
  // pg drops an idle connection the server closed (restart, failover) and emits 'error' on the pool; with no
  // listener that event would end the process, so it is reported and the next query reconnects. A pool that is
  // closing expects it: pool.end() resolves before its connections have finished closing.
  pool.on('error', (error) => {
    if (!pool.ending) outage.lost(error)
  })
  // A client lent to a request has no pool listener: its 'error' event (the server ended the session between
  // two queries, or under one) would end the process. Every client gets one for life; the request sees the
  // failure through its query, and the client is released broken.
  const brokenClients = new WeakSet<pg.Client>()
  pool.on('connect', (client) => {
    preparePlannedStatements(client)
    client.on('error', (error) => {
      brokenClients.add(client)
      if (!pool.ending) outage.lost(error)
    })
  })
  const switchedToAppRole = new WeakSet<pg.PoolClient>()
  const takenAt = new WeakMap<pg.PoolClient, number>()

  /** Hands the client back; a dead one is released with its error, so the pool discards it. */
  const release = (client: pg.PoolClient, error?: unknown) => {
    const isBroken = brokenClients.has(client) || isConnectionLost(error)
    if (isBroken) outage.lost(error)
    else outage.answered(takenAt.get(client) ?? 0)
    const isDiscarded = isBroken || isStalePreparedStatement(error)
    client.release(isDiscarded ? ((error as Error) ?? new Error('database connection lost')) : undefined)
    return isBroken
  }

  // Each connection switches to the app role once, awaited, before it runs anything else.
  const acquire = async (): Promise<pg.PoolClient> => {
    let client: pg.PoolClient
    const asked = Date.now()
    try {
      client = await pool.connect()
    } catch (error) {
      // A wait that ran out: the pool busy while its other connections answer, or the database away.
      if (isWaitTimeout(error)) outage.timedOut(error, options.connectionTimeoutMillis)
      else outage.lost(error)
      throw serviceUnavailable(error)
    }
    takenAt.set(client, asked)
    if (switchedToAppRole.has(client)) return client
    try {
      await client.query(`SET ROLE ${APP_ROLE}`)
    } catch (error) {
      client.release(error as Error)
      throw isConnectionLost(error) ? serviceUnavailable(error) : error
    }
    switchedToAppRole.add(client)
    return client
  }

  const transaction = async <T>(work: (tx: Queryable) => Promise<T>, tenantId?: string): Promise<T> => {
    const client = await acquire()
    try {
      // One round trip: BEGIN and the tenant travel together as one simple query (the literal escaped by pg).
      await client.query(
        tenantId === undefined
          ? 'BEGIN'
          : `BEGIN; SELECT set_config('app.tenant_id', ${client.escapeLiteral(tenantId)}, true)`,
      )
      const result = await work(client)
      await client.query('COMMIT')
      release(client)
      return result
    } catch (error) {
      if (!brokenClients.has(client) && !isConnectionLost(error))
        await client.query('ROLLBACK').catch(() => undefined)
      throw release(client, error) ? serviceUnavailable(error) : error
    }
  }

  const query = (async (...args: Parameters<pg.PoolClient['query']>) => {
    const client = await acquire()
    try {
      const result: unknown = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args)
      release(client)
      return result
    } catch (error) {
      throw release(client, error) ? serviceUnavailable(error) : error
    }
  }) as Queryable['query']

  const pinger = openPinger(connection)
  return {
    withTenant: (tenantId, work) => transaction(work, tenantId),
    transaction: (work) => transaction(work),
    query,
    ping: pinger.ping,
    close: async () => {
      await pinger.close()
      await pool.end()
    },
  }
}

/** pg's error when no connection came within connectionTimeoutMillis (none free, or a new one slow to open). */
const isWaitTimeout = (error: unknown) =>
  error instanceof Error && error.message.startsWith('timeout exceeded when trying to connect')
