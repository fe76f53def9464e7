import { z } from 'zod'
import { KNOWLEDGE_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { KNOWLEDGE_KEYWORD_MAX_LENGTH, KNOWLEDGE_PAGE_SIZE_MAX } from './knowledge-rules'
import { highlightedTextSchema, knowledgeRefSchema } from './knowledge-schemas'

/**
 * How a search hit was found: by its words (Chinese segmented, a Latin word also as a prefix), or, when no article
 * has the words, by a title or tag spelled like them (one or two letters off).
 */
export const KNOWLEDGE_MATCH_KINDS = ['words', 'similar'] as const
export type KnowledgeMatchKind = (typeof KNOWLEDGE_MATCH_KINDS)[number]

/** A published article a reader may see, found by a search; its title and an excerpt with the words marked. */
export const knowledgeSearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: knowledgeRefSchema.nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  titleHighlight: highlightedTextSchema,
  excerptHighlight: highlightedTextSchema,
  matchKind: z.enum(KNOWLEDGE_MATCH_KINDS),
})
export type KnowledgeSearchHit = z.infer<typeof knowledgeSearchHitSchema>

/**
 * Searches the published articles the caller may see (their role's, or every reader's), best first: a title that
 * has the words before a tag, a tag before the body; no keyword lists the newest. 1-based pages.
 */
export const knowledgeSearchRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/search',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  query: z.object({
    keyword: z.string().trim().max(KNOWLEDGE_KEYWORD_MAX_LENGTH, 'knowledge.keywordTooLong').default(''),
    categoryId: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(KNOWLEDGE_PAGE_SIZE_MAX).default(20),
  }),
  response: z.object({ total: z.number().int(), items: z.array(knowledgeSearchHitSchema) }),
})
