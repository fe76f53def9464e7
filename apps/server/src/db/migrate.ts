import { readdir, readFile } from 'node:fs/promises'
import type pg from 'pg'

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)
/** Any number will do, as long as every process agrees on it: it serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Applies the versioned SQL files of db/migrations that have not run yet, each in its own transaction, under an
 * advisory lock so that several server processes starting at once apply each file exactly once.
 * @returns the versions it applied
 */
export async function migrate(client: pg.ClientBase): Promise<string[]> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
  try {
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations')
    const applied = new Set(rows.map((row) => row.version))
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort()
    const pending = files.filter((file) => !applied.has(file))
    for (const file of pending) {
      const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8')
      await client.query('BEGIN')
      try {
        await client.query(sql)
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error })
      }
    }
    return pending
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
  }
}
