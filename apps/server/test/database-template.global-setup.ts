import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../src/db/embedded/embedded-postgres'
import { prepareDatabase } from '../src/start/data-store'
import type { DatabaseTemplate } from './database-template'
import { createScratchDatabase } from './scratch-database'

/**
 * Migrates and seeds the demo database once for the whole API run (on the PostgreSQL server that DATABASE_URL
 * names, else embedded) and hands it to the test files, which copy it: see `startTestApp`.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl)
    await prepareDatabase({ connectionString: template.url }, true)
    project.provide('databaseTemplate', { postgresTemplate: template.name } satisfies DatabaseTemplate)
    return () => template.drop()
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-template-'))
  const embeddedSnapshot = path.join(folder, 'demo-database.tar')
  const embedded = await startEmbeddedPostgres('memory://')
  try {
    await prepareDatabase(embedded.connection, true)
    await embedded.dump(embeddedSnapshot)
  } finally {
    await embedded.stop()
  }
  project.provide('databaseTemplate', { embeddedSnapshot } satisfies DatabaseTemplate)
  return () => rmSync(folder, { recursive: true, force: true })
}
