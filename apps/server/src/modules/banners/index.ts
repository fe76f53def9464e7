import type { FastifyInstance } from 'fastify'
import { bannerRoutes } from './banner-routes'

/** Home banners. */
export async function bannersModule(app: FastifyInstance) {
  await app.register(bannerRoutes)
}
