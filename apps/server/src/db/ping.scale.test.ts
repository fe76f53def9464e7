import { describe, expect, it } from 'vitest'
import { openDatabase } from './database'

describe('the database ping', () => {
  it('answers on its own connection while every pooled connection is busy', async () => {
    const serverUrl = process.env.DATABASE_URL
    if (!serverUrl) throw new Error('the scale suite needs DATABASE_URL')
    const db = openDatabase(
      { connectionString: serverUrl },
      { maxConnections: 1, connectionTimeoutMillis: 5_000 },
    )
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The pool's one connection, taken by a transaction that waits.
    const busy = db.transaction(() => held)
    await new Promise((resolve) => setTimeout(resolve, 100))
    let isQueryAnswered = false
    const queued = db.query('SELECT 1').then(() => (isQueryAnswered = true))
    const started = Date.now()
    await db.ping()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(isQueryAnswered).toBe(false)
    release()
    await Promise.all([busy, queued])
    await db.close()
  })
})
