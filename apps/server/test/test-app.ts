import type { FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { buildApp } from '../src/app'
import { loadConfig, type Config } from '../src/config/env'
import { openDataStore, type DataStore } from '../src/start/data-store'
import { createScratchDatabase } from './scratch-database'

export type TestApp = { app: FastifyInstance; store: DataStore; config: Config; close: () => Promise<void> }

/**
 * The real app on a fresh database: embedded PGlite in memory, or a scratch database on the PostgreSQL server
 * that DATABASE_URL names (the CI's second run).
 */
export async function startTestApp(
  options: { env?: NodeJS.ProcessEnv; logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null
  const config = loadConfig({
    NODE_ENV: 'test',
    PORTAL_DEMO: '1',
    LOG_LEVEL: options.logDestination ? 'info' : 'silent',
    DATA_DIR: 'memory://',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  })
  const store = await openDataStore(config)
  const app = await buildApp({ config, store, logDestination: options.logDestination })
  await app.ready()
  return {
    app,
    store,
    config,
    close: async () => {
      await app.close()
      await store.close()
      await scratch?.drop()
    },
  }
}
