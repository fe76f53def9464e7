import type { FastifyInstance } from 'fastify'
import {
  createKnowledgeCategoryRoute,
  deleteKnowledgeCategoryRoute,
  knowledgeCategoriesRoute,
  knowledgeSearchRoute,
  knowledgeSuggestionsRoute,
  sendKnowledgeArticleRoute,
  updateKnowledgeCategoryRoute,
} from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { listCategories } from './knowledge-category-repository'
import { removeCategory, saveCategory } from './knowledge-category-service'
import { searchKnowledge } from './knowledge-search-service'
import { sendArticle } from './knowledge-send-service'
import { suggestKnowledge } from './knowledge-suggestion-service'

/** What readers use: categories, search, the desk's suggestions and the send to a customer; and the categories' upkeep. */
export async function knowledgeReadingRoutes(app: FastifyInstance) {
  serveRoute(app, knowledgeCategoriesRoute, async ({ request }) => request.withTenant(listCategories))
  serveRoute(app, createKnowledgeCategoryRoute, ({ body, request }) => saveCategory(request, body))
  serveRoute(app, updateKnowledgeCategoryRoute, ({ params, body, request }) =>
    saveCategory(request, body, params.id),
  )
  serveRoute(app, deleteKnowledgeCategoryRoute, ({ params, request }) => removeCategory(request, params.id))

  serveRoute(app, knowledgeSearchRoute, ({ query, request }) => searchKnowledge(request, query))
  serveRoute(app, knowledgeSuggestionsRoute, ({ query, request }) => suggestKnowledge(request, query))
  serveRoute(app, sendKnowledgeArticleRoute, ({ params, body, request }) =>
    sendArticle(request, params.id, body),
  )
}
