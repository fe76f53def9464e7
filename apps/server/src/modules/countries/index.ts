import type { FastifyInstance } from 'fastify'
import { countryRoutes } from './country-routes'

/** The country and locale catalogue. */
export async function countriesModule(app: FastifyInstance) {
  await app.register(countryRoutes)
}
