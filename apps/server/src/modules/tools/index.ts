import type { FastifyInstance } from 'fastify'
import { toolsRoutes } from './tools-routes'

/** The tools menu's own data: external tool links and the IVR tool. */
export async function toolsModule(app: FastifyInstance) {
  await app.register(toolsRoutes)
}
