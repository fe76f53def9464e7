import type { FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config/env'
import { openDataStore, type DataStore } from '../src/start/data-store'

export type AppInstances = { apps: FastifyInstance[]; close: () => Promise<void> }

/**
 * Several instances of the real app, as several server processes would be, in demo mode on one database and one
 * Redis: each with its own data store and, when given, its own log. Nothing of them is kept on disk.
 * @example const { apps: [a, b], close } = await startAppInstances({ databaseUrl, redisUrl, logs: [undefined, undefined] })
 */
export async function startAppInstances(options: {
  databaseUrl: string
  redisUrl: string
  logLevel?: string
  /** One entry an instance: where its log goes (undefined: nowhere but the level's default). */
  logs: readonly (DestinationStream | undefined)[]
}): Promise<AppInstances> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORTAL_DEMO: '1',
    LOG_LEVEL: options.logLevel ?? 'silent',
    // The database is the caller's, and the operator token stays in memory.
    DATA_DIR: 'memory://',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
  })
  const stores: DataStore[] = []
  const apps: FastifyInstance[] = []
  for (const logDestination of options.logs) {
    const store = await openDataStore(config)
    stores.push(store)
    const app = await buildApp({ config, store, logDestination })
    await app.ready()
    apps.push(app)
  }
  return {
    apps,
    close: async () => {
      for (const app of apps) await app.close()
      for (const store of stores) await store.close()
    },
  }
}
