import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { startAppInstances, type AppInstances } from './app-instances'
import { createScratchDatabase } from './scratch-database'

/**
 * Two server processes' worth of app on one scratch PostgreSQL database (on DATABASE_URL) and one Redis (REDIS_URL),
 * started before the file's tests and stopped after them. The scale suite's set-up.
 * @example const processes = useTwoProcesses(); it('...', async () => { await processes.first.inject(...) })
 */
export function useTwoProcesses() {
  const serverUrl = process.env.DATABASE_URL
  const redisUrl = process.env.REDIS_URL
  if (!serverUrl || !redisUrl) throw new Error('the scale suite needs DATABASE_URL and REDIS_URL')
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
  let instances: AppInstances | undefined
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl)
    instances = await startAppInstances({ databaseUrl: scratch.url, redisUrl, logs: [undefined, undefined] })
  })
  afterAll(async () => {
    await instances?.close()
    await scratch?.drop()
  })
  const app = (index: number): FastifyInstance => {
    const found = instances?.apps[index]
    if (!found) throw new Error('the two processes are not started: use them inside a test')
    return found
  }
  return {
    get first() {
      return app(0)
    },
    get second() {
      return app(1)
    },
  }
}
