import type { FastifyInstance } from 'fastify'
import { fileRoutes } from './file-routes'

/** Attachments and file download. */
export async function filesModule(app: FastifyInstance) {
  await app.register(fileRoutes)
}
