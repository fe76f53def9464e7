import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A database of its own for one test file on the PostgreSQL server at `serverUrl`, dropped afterwards, so test
 * files can run side by side: empty, or a copy of the `template` database.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl })
      await cleaner.connect()
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleaner.end()
    },
  }
}
