import type { FastifyInstance } from 'fastify'
import { aiTranslateRoutes } from './ai-translate-routes'

/** The AI translate call. */
export async function aiTranslateModule(app: FastifyInstance) {
  await app.register(aiTranslateRoutes)
}
