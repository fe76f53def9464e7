import { BENCH_PORTAL_ENV } from './portal-env'
import { startPortalServer, type PortalServer } from '../e2e/support/portal-server'
import { createScratchDatabase } from '../apps/server/test/scratch-database'

/**
 * Starts the portal on a scratch database of its own on the PostgreSQL server at `serverUrl`, after `prepare`
 * (if given) has had the database to itself, with `env` over the bench's (a REDIS_URL, say); stopping it also
 * drops that database, so runs never see each other's sessions.
 * @example const portal = await startPostgresPortal(process.env.DATABASE_URL)
 */
export async function startPostgresPortal(
  serverUrl: string,
  prepare: (databaseUrl: string) => Promise<void> = async () => {},
  env: NodeJS.ProcessEnv = {},
): Promise<PortalServer> {
  const scratch = await createScratchDatabase(serverUrl)
  try {
    await prepare(scratch.url)
    const portal = await startPortalServer({ ...BENCH_PORTAL_ENV, ...env, DATABASE_URL: scratch.url })
    return {
      ...portal,
      stop: async () => {
        await portal.stop()
        await scratch.drop()
      },
    }
  } catch (error) {
    await scratch.drop()
    throw error
  }
}
