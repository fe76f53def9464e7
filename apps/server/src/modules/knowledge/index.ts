import type { FastifyInstance } from 'fastify'
import { knowledgeArticleRoutes } from './knowledge-article-routes'
import { knowledgeReadingRoutes } from './knowledge-reading-routes'

/** The knowledge base (module kmp): articles, their review and log, search, suggestions beside a call. */
export async function knowledgeModule(app: FastifyInstance) {
  await app.register(knowledgeArticleRoutes)
  await app.register(knowledgeReadingRoutes)
}
