import type { FastifyInstance } from 'fastify'
import { apiDocsRoutes } from './api-docs-routes'

/** The contract's OpenAPI document and its reference page, for integrators and their tools. */
export async function apiDocsModule(app: FastifyInstance) {
  await app.register(apiDocsRoutes)
}
