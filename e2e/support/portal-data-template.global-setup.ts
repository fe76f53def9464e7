import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startPortalServer } from './portal-server'
import './portal-data-template'

/**
 * Starts the compiled portal once on a fresh embedded database in demo mode (migrated and seeded as `npm start`
 * does) and stops it cleanly: its data folder is the template each browser test file's server starts from.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-'))
  const server = await startPortalServer({}, { dataDir: template, keepDataDir: true })
  await server.stop()
  project.provide('portalDataTemplate', template)
  return () => rmSync(template, { recursive: true, force: true })
}
