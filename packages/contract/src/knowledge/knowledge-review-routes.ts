import { z } from 'zod'
import { KNOWLEDGE_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { KNOWLEDGE_RETURN_REASON_MAX_LENGTH } from './knowledge-rules'
import { knowledgeArticleSchema, knowledgeArticleSummarySchema } from './knowledge-schemas'

/** The review queue (knowledgeAudit): the articles waiting in review, oldest first. */
export const knowledgeReviewQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/audit',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.review,
  response: z.array(knowledgeArticleSummarySchema),
})

export const KNOWLEDGE_REVIEW_DECISIONS = ['publish', 'return'] as const
export type KnowledgeReviewDecision = (typeof KNOWLEDGE_REVIEW_DECISIONS)[number]

/** A reviewer's decision: publish, or send back to its writers with a reason. */
export const knowledgeReviewBodySchema = z
  .object({
    decision: z.enum(KNOWLEDGE_REVIEW_DECISIONS),
    reason: z.string().trim().max(KNOWLEDGE_RETURN_REASON_MAX_LENGTH, 'knowledge.reasonTooLong').default(''),
  })
  .refine((body) => body.decision !== 'return' || body.reason !== '', {
    message: 'knowledge.reasonRequired',
    path: ['reason'],
  })
export type KnowledgeReviewBody = z.input<typeof knowledgeReviewBodySchema>

/**
 * Publishes an article waiting in review (its working copy becomes what readers see) or sends it back to draft;
 * its author is told either way (message type 8, knowledge base).
 */
export const reviewKnowledgeArticleRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/kmp/articles/:id/review',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.review,
  params: z.object({ id: z.uuid() }),
  body: knowledgeReviewBodySchema,
  response: knowledgeArticleSchema,
})

/** Takes an article out of every reader's sight (its published version withdrawn); editing it makes a draft. */
export const archiveKnowledgeArticleRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/kmp/articles/:id/archive',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.review,
  params: z.object({ id: z.uuid() }),
  response: knowledgeArticleSchema,
})
