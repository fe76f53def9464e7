import type { FastifyInstance } from 'fastify'
import { protocolRoutes } from './protocol-routes'

/** The protocol (agreement) documents. */
export async function protocolsModule(app: FastifyInstance) {
  await app.register(protocolRoutes)
}
