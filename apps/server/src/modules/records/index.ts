import type { FastifyInstance } from 'fastify'
import { recordRoutes } from './record-routes'

/** The record pages behind the to-do counts. */
export async function recordsModule(app: FastifyInstance) {
  await app.register(recordRoutes)
}
