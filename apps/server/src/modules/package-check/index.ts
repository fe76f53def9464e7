import type { FastifyInstance } from 'fastify'
import { packageCheckRoutes } from './package-check-routes'

/** The package check call. */
export async function packageCheckModule(app: FastifyInstance) {
  await app.register(packageCheckRoutes)
}
