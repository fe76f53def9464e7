import type { FastifyInstance } from 'fastify'
import {
  archiveKnowledgeArticleRoute,
  createKnowledgeArticleRoute,
  knowledgeArticleListRoute,
  knowledgeArticleRoute,
  knowledgeEditorOptionsRoute,
  knowledgeReviewQueueRoute,
  knowledgeVersionRoute,
  knowledgeVersionsRoute,
  publishedKnowledgeArticleRoute,
  reviewKnowledgeArticleRoute,
  submitKnowledgeArticleRoute,
  updateKnowledgeArticleRoute,
} from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { knowledgeReader, requireWriterOrReviewer } from './knowledge-access'
import { findArticle, listArticles } from './knowledge-article-repository'
import { createArticle, submitArticle, updateArticle } from './knowledge-article-service'
import { findPublished } from './knowledge-published-repository'
import { listEditorOptions } from './knowledge-reference-repository'
import { archiveArticle, reviewArticle } from './knowledge-review-service'
import { findVersion, listVersions } from './knowledge-version-repository'

/** Articles: the writers' list and working copies, the readers' published version, the review and the log. */
export async function knowledgeArticleRoutes(app: FastifyInstance) {
  serveRoute(app, knowledgeArticleListRoute, async ({ query, request }) =>
    request.withTenant((tx) => listArticles(tx, query, request.locale)),
  )

  serveRoute(app, knowledgeArticleRoute, async ({ params, request }) => {
    await requireWriterOrReviewer(request)
    const article = await request.withTenant((tx) => findArticle(tx, params.id, request.locale))
    if (!article) throw notFound()
    return article
  })

  serveRoute(app, publishedKnowledgeArticleRoute, async ({ params, request }) => {
    const reader = await knowledgeReader(request)
    const article = await request.withTenant((tx) => findPublished(tx, params.id, reader))
    if (!article) throw notFound()
    return article
  })

  serveRoute(app, createKnowledgeArticleRoute, ({ body, request }) => createArticle(request, body))
  serveRoute(app, updateKnowledgeArticleRoute, ({ params, body, request }) =>
    updateArticle(request, params.id, body),
  )
  serveRoute(app, submitKnowledgeArticleRoute, ({ params, request }) => submitArticle(request, params.id))

  serveRoute(app, knowledgeVersionsRoute, async ({ params, request }) => {
    await requireWriterOrReviewer(request)
    return request.withTenant(async (tx) => {
      if (!(await findArticle(tx, params.id, request.locale))) throw notFound()
      return listVersions(tx, params.id)
    })
  })

  serveRoute(app, knowledgeVersionRoute, async ({ params, request }) => {
    await requireWriterOrReviewer(request)
    const version = await request.withTenant((tx) => findVersion(tx, params.id, params.versionId))
    if (!version) throw notFound()
    return version
  })

  serveRoute(app, knowledgeEditorOptionsRoute, async ({ request }) =>
    request.withTenant((tx) => listEditorOptions(tx, request.locale)),
  )

  serveRoute(app, knowledgeReviewQueueRoute, async ({ request }) =>
    request.withTenant((tx) => listArticles(tx, { status: 'review' }, request.locale)),
  )
  serveRoute(app, reviewKnowledgeArticleRoute, ({ params, body, request }) =>
    reviewArticle(request, params.id, body),
  )
  serveRoute(app, archiveKnowledgeArticleRoute, ({ params, request }) => archiveArticle(request, params.id))
}
