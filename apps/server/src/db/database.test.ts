import { createServer, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { AppError } from '../lib/app-error'
import { openDatabase } from './database'

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('openDatabase, with no server answering', () => {
  it('fails a query at once with a 503 rather than hanging or crashing', async () => {
    const db = openDatabase(
      { host: '127.0.0.1', port: await closedPort(), user: 'nobody', database: 'nothing' },
      { maxConnections: 2, connectionTimeoutMillis: 2_000 },
    )
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
    await db.close()
  })
})
