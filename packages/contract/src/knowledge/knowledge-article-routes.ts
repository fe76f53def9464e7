import { z } from 'zod'
import { KNOWLEDGE_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { KNOWLEDGE_ARTICLE_STATUSES, KNOWLEDGE_KEYWORD_MAX_LENGTH } from './knowledge-rules'
import {
  knowledgeArticleBodySchema,
  knowledgeArticleSchema,
  knowledgeArticleSummarySchema,
  knowledgeRefSchema,
  knowledgeVersionDetailSchema,
  knowledgeVersionSchema,
  publishedKnowledgeArticleSchema,
} from './knowledge-schemas'

const idParams = z.object({ id: z.uuid() })

/**
 * The writers' list: every article of the tenant (whatever its roles), newest change first, by status, category
 * and a keyword in the title.
 */
export const knowledgeArticleListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/articles',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  query: z.object({
    status: z.enum(KNOWLEDGE_ARTICLE_STATUSES).optional(),
    categoryId: z.uuid().optional(),
    keyword: z.string().trim().max(KNOWLEDGE_KEYWORD_MAX_LENGTH).optional(),
  }),
  response: z.array(knowledgeArticleSummarySchema),
})

/** An article's working copy; for its writers and its reviewers (the edit or the review code). */
export const knowledgeArticleRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/articles/:id',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  params: idParams,
  response: knowledgeArticleSchema,
})

/** An article's published version, for a reader it is visible to (its roles, or every reader); else 404. */
export const publishedKnowledgeArticleRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/articles/:id/published',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  params: idParams,
  response: publishedKnowledgeArticleSchema,
})

/** Writes a new article as a draft (version 1). */
export const createKnowledgeArticleRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/kmp/articles',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  body: knowledgeArticleBodySchema,
  response: knowledgeArticleSchema,
})

/**
 * Saves an article's working copy as a new version; a published, returned or archived one becomes a draft (the
 * published version stays what readers see). `baseVersion` is the version the writer started from: a save over
 * someone else's newer one is refused (knowledge.articleChanged), and a save while it waits in review too.
 */
export const updateKnowledgeArticleRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/kmp/articles/:id',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  params: idParams,
  body: knowledgeArticleBodySchema.extend({ baseVersion: z.number().int().min(1) }),
  response: knowledgeArticleSchema,
})

/** Sends a draft to review (knowledgeAudit). */
export const submitKnowledgeArticleRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/kmp/articles/:id/submit',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  params: idParams,
  response: knowledgeArticleSchema,
})

/** An article's log (knowledgeLogs), newest first: every save and every step of its review; writers and reviewers. */
export const knowledgeVersionsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/articles/:id/versions',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  params: idParams,
  response: z.array(knowledgeVersionSchema),
})

/** One line of the log with the content as it was then; writers and reviewers. */
export const knowledgeVersionRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/articles/:id/versions/:versionId',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  params: z.object({ id: z.uuid(), versionId: z.string().max(18).regex(/^\d+$/) }),
  response: knowledgeVersionDetailSchema,
})

/** What a writer picks from: the tenant's roles (to limit an article) and queues (skill groups, to link it). */
export const knowledgeEditorOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/editor-options',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  response: z.object({ roles: z.array(knowledgeRefSchema), queues: z.array(knowledgeRefSchema) }),
})
