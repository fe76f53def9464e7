import { defineDomain } from '../core/define-domain'
import {
  createKnowledgeArticleRoute,
  knowledgeArticleListRoute,
  knowledgeArticleRoute,
  knowledgeEditorOptionsRoute,
  knowledgeVersionRoute,
  knowledgeVersionsRoute,
  publishedKnowledgeArticleRoute,
  submitKnowledgeArticleRoute,
  updateKnowledgeArticleRoute,
} from './knowledge-article-routes'
import {
  createKnowledgeCategoryRoute,
  deleteKnowledgeCategoryRoute,
  knowledgeCategoriesRoute,
  updateKnowledgeCategoryRoute,
} from './knowledge-category-routes'
import { knowledgeSuggestionsRoute, sendKnowledgeArticleRoute } from './knowledge-desk-routes'
import {
  archiveKnowledgeArticleRoute,
  knowledgeReviewQueueRoute,
  reviewKnowledgeArticleRoute,
} from './knowledge-review-routes'
import { knowledgeSearchRoute } from './knowledge-search-routes'
import { knowledgeTexts } from './knowledge-texts'

export * from './knowledge-article-routes'
export * from './knowledge-category-routes'
export * from './knowledge-desk-routes'
export * from './knowledge-labels'
export * from './knowledge-review-routes'
export * from './knowledge-rules'
export * from './knowledge-schemas'
export * from './knowledge-search-routes'
export * from './knowledge-texts'

/** The knowledge base (智能知识库, module kmp): articles, their review and log, search, and the desk's suggestions. */
export const knowledgeDomain = defineDomain({
  name: 'knowledge',
  routes: {
    knowledgeCategoriesRoute,
    createKnowledgeCategoryRoute,
    updateKnowledgeCategoryRoute,
    deleteKnowledgeCategoryRoute,
    knowledgeArticleListRoute,
    knowledgeArticleRoute,
    publishedKnowledgeArticleRoute,
    createKnowledgeArticleRoute,
    updateKnowledgeArticleRoute,
    submitKnowledgeArticleRoute,
    knowledgeVersionsRoute,
    knowledgeVersionRoute,
    knowledgeEditorOptionsRoute,
    knowledgeReviewQueueRoute,
    reviewKnowledgeArticleRoute,
    archiveKnowledgeArticleRoute,
    knowledgeSearchRoute,
    knowledgeSuggestionsRoute,
    sendKnowledgeArticleRoute,
  },
  texts: knowledgeTexts,
})
