import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { APP_ROLE, openDatabase, type Database } from './database'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres'
import { PREPARED_PER_CONNECTION } from './prepared-statements'

let embedded: EmbeddedPostgres
let owner: pg.Client
let db: Database

/** The statements the request connection holds prepared (one connection: the embedded database's). */
const preparedTexts = async () =>
  (
    await db.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements WHERE statement NOT LIKE $1',
      ['%pg_prepared_statements%'],
    )
  ).rows.map((row) => row.statement)

beforeAll(async () => {
  embedded = await startEmbeddedPostgres('memory://')
  owner = new pg.Client(embedded.connection)
  await owner.connect()
  await owner.query(`CREATE ROLE ${APP_ROLE}`)
  await owner.query(`CREATE TABLE queue_notes (id int PRIMARY KEY, note text)`)
  await owner.query(`GRANT SELECT, INSERT ON queue_notes TO ${APP_ROLE}`)
  await owner.query(`INSERT INTO queue_notes VALUES (1, 'first')`)
  db = openDatabase(embedded.connection, { maxConnections: 1, connectionTimeoutMillis: 2_000 })
})

afterAll(async () => {
  await db.close()
  await owner.end()
  await embedded.stop()
})

describe('the request pool prepares its statements', () => {
  it('prepares a statement with parameters once, and one plain statement without them', async () => {
    const byId = 'SELECT note FROM queue_notes WHERE id = $1'
    for (let run = 0; run < 3; run += 1)
      await expect(db.transaction((tx) => tx.query(byId, [1]))).resolves.toMatchObject({
        rows: [{ note: 'first' }],
      })
    await db.query('SELECT count(*) FROM queue_notes')
    const prepared = await preparedTexts()
    expect(prepared.filter((text) => text === byId)).toHaveLength(1)
    expect(prepared).toContain('SELECT count(*) FROM queue_notes')
    // BEGIN with the tenant is two commands, COMMIT is no plain statement: neither is prepared.
    await db.withTenant('00000000-0000-0000-0000-000000000000', (tx) => tx.query('SELECT 1'))
    expect((await preparedTexts()).some((text) => /BEGIN|COMMIT/.test(text))).toBe(false)
  })

  it('fails one statement and then runs again on a new connection when a migration changed its columns', async () => {
    const all = 'SELECT * FROM queue_notes WHERE id = $1'
    await db.query(all, [1])
    // A newer process's migration, in a rolling deployment. The embedded database is one session for every
    // connection, so the owner takes back its role for the change and hands the pool's back.
    await owner.query(`RESET ROLE; ALTER TABLE queue_notes ADD COLUMN added_later text; SET ROLE ${APP_ROLE}`)
    await expect(db.query(all, [1])).rejects.toThrow(/cached plan must not change result type/)
    await expect(db.query(all, [1])).resolves.toMatchObject({
      rows: [{ id: 1, note: 'first', added_later: null }],
    })
  })

  it('stops preparing new texts past its bound, and still runs them', async () => {
    for (let index = 0; index < PREPARED_PER_CONNECTION + 5; index += 1)
      await db.query(`SELECT $1::int + ${index} AS n`, [1])
    await expect(db.query('SELECT $1::int + 1000000 AS n', [1])).resolves.toMatchObject({
      rows: [{ n: 1000001 }],
    })
    const sums = (await preparedTexts()).filter((text) => text.startsWith('SELECT $1::int + '))
    expect(sums.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION)
    expect(sums.length).toBeGreaterThan(PREPARED_PER_CONNECTION - 10)
    expect(sums).not.toContain('SELECT $1::int + 1000000 AS n')
  })
})
