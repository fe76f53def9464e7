import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startChildServer, type ChildServer } from './child-server'

/** Where the test domain publishes a roll call (POST { text }, as a signed-in user). */
export const ROLL_CALL_PATH = '/dev/roll-call'

/**
 * Starts the portal with the test-only roll-call domain (e2e/support/roll-call-server.ts) as its own process, in
 * demo mode on a fresh embedded database, like startPortalServer.
 * @example const server = await startRollCallServer(); ...; await server.stop()
 */
export async function startRollCallServer(): Promise<ChildServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-roll-call-'))
  const server = await startChildServer({
    name: 'roll-call portal',
    script: 'e2e/support/roll-call-server.ts',
    readyPath: '/front/config/a',
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
