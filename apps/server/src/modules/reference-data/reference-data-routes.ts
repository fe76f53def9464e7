import type { FastifyInstance } from 'fastify'
import { REFERENCE_LIST_SERVICES } from './reference-lists'
import { serveReferenceList } from './serve-reference-list'

/**
 * The reference-data page's routes: every list (skill groups, rest reasons and the rest limit moved to the
 * call-centre settings' queues and agent rules pages).
 */
export async function referenceDataRoutes(app: FastifyInstance) {
  for (const list of REFERENCE_LIST_SERVICES) serveReferenceList(app, list)
}
