import type { FastifyInstance } from 'fastify'
import { pingDatabase } from './health-repository'

// A check that waits longer than this counts as a failure: a balancer's own check times out soon after.
const CHECK_TIMEOUT_MS = 1500

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()
    }),
  ])

/**
 * What keeps this process from taking requests now, or null when it may: draining after SIGTERM, the database not
 * answering, or Redis (when configured) not answering.
 * @example await whyNotReady(app) // null, or 'database: no answer within 1500 ms'
 */
export async function whyNotReady(app: FastifyInstance): Promise<string | null> {
  if (app.lifecycle.isDraining) return 'draining'
  try {
    await within(pingDatabase(app.store.db), CHECK_TIMEOUT_MS)
  } catch (error) {
    return `database: ${(error as Error).message}`
  }
  const redis = app.redisLink
  if (redis) {
    try {
      await within(redis.commands.ping(), CHECK_TIMEOUT_MS)
    } catch (error) {
      return `redis: ${(error as Error).message}`
    }
  }
  return null
}
