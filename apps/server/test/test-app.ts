import type { FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { inject } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig, type Config } from '../src/config/env'
import { openDataStore, type DataStore } from '../src/start/data-store'
import './database-template'
import { createScratchDatabase } from './scratch-database'

export type TestApp = { app: FastifyInstance; store: DataStore; config: Config; close: () => Promise<void> }

/**
 * The real app on a fresh database: embedded PGlite in memory, or a scratch database on the PostgreSQL server
 * that DATABASE_URL names (the CI's second run). In demo mode the database starts as a copy of the run's
 * migrated and seeded demo database, when the API run made one (`database-template.global-setup.ts`).
 */
export async function startTestApp(
  options: { env?: NodeJS.ProcessEnv; logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PORTAL_DEMO: '1',
    LOG_LEVEL: options.logDestination ? 'info' : 'silent',
    DATA_DIR: 'memory://',
    ...options.env,
  }
  // Only a demo app may start with the demo data.
  const template = loadConfig(env).isDemo ? inject('databaseTemplate') : undefined
  const serverUrl = process.env.DATABASE_URL
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, template?.postgresTemplate) : null
  const config = loadConfig({ ...env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) })
  const store = await openDataStore(config, { embeddedSnapshot: template?.embeddedSnapshot })
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
