import { createServer, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { AppError } from '../lib/app-error'
import pg from 'pg'
import { APP_ROLE, openDatabase, type Database } from './database'
import { startEmbeddedPostgres } from './embedded/embedded-postgres'

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Runs a query, a transaction and a tenant's transaction at once; each must fail with the 503 error, quickly. */
async function expectUnavailable(db: Database) {
  const started = Date.now()
  const failures = await Promise.allSettled([
    db.query('SELECT 1'),
    db.transaction((tx) => tx.query('SELECT 1')),
    db.withTenant('00000000-0000-0000-0000-000000000000', (tx) => tx.query('SELECT 1')),
  ])
  expect(Date.now() - started).toBeLessThan(2_000)
  for (const failure of failures) {
    expect(failure.status).toBe('rejected')
    const reason = (failure as PromiseRejectedResult).reason as AppError
    expect(reason).toBeInstanceOf(AppError)
    expect(reason).toMatchObject({ httpStatus: 503, codeName: 'FAILURE', messageKey: 'server.unavailable' })
  }
}

describe('openDatabase, when the database does not answer', () => {
  it('fails at once with a 503 when nothing listens, rather than hanging or crashing', async () => {
    const db = openDatabase(
      { host: '127.0.0.1', port: await closedPort(), user: 'nobody', database: 'nothing' },
      { maxConnections: 2, connectionTimeoutMillis: 2_000 },
    )
    await expectUnavailable(db)
    await db.close()
  })

  it('fails at once with a 503 when the embedded database has stopped under it', async () => {
    const embedded = await startEmbeddedPostgres('memory://')
    const owner = new pg.Client(embedded.connection)
    await owner.connect()
    await owner.query(`CREATE ROLE ${APP_ROLE}`)
    await owner.end()
    const db = openDatabase(embedded.connection, { maxConnections: 1, connectionTimeoutMillis: 2_000 })
    await expect(db.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] })
    await embedded.stop()
    await expectUnavailable(db)
    await db.close()
  })
})
