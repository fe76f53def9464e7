import { startPortalServer, type PortalServer } from './portal-server'

/** Where the test domain publishes a roll call (POST { text }, as a signed-in user). */
export const ROLL_CALL_PATH = '/dev/roll-call'

/**
 * Starts the portal with the test-only roll-call domain (e2e/support/roll-call-server.ts) as its own process, in
 * demo mode on a fresh embedded database, like startPortalServer.
 * @example const server = await startRollCallServer(); ...; await server.stop()
 */
export const startRollCallServer = (): Promise<PortalServer> =>
  startPortalServer({}, { script: 'e2e/support/roll-call-server.ts', name: 'roll-call portal' })
