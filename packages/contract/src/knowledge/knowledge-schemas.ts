import { z } from 'zod'
import { PORTAL_BASE_PATH } from '../core/portal-paths'
import { uploadedFileSchema } from '../files/file-routes'
import {
  KNOWLEDGE_ARTICLE_FIELDS,
  KNOWLEDGE_ARTICLE_STATUSES,
  KNOWLEDGE_ATTACHMENTS_MAX,
  KNOWLEDGE_BODY_MAX_LENGTH,
  KNOWLEDGE_CATEGORY_NAME_MAX_LENGTH,
  KNOWLEDGE_LINKS_MAX,
  KNOWLEDGE_TAG_MAX_LENGTH,
  KNOWLEDGE_TAGS_MAX,
  KNOWLEDGE_TITLE_MAX_LENGTH,
  KNOWLEDGE_VERSION_ACTIONS,
} from './knowledge-rules'

/** The knowledge base's list page (spec §2 `mzz/kmp/...`); an article's page is `${list}/detail/${id}`. */
export const KNOWLEDGE_LIST_PAGE = '/mzz/kmp/kmp/front/main/list'
/** The full address of an article's page in the portal, for a link in a message. */
export const knowledgeArticlePageAddress = (id: string) =>
  `${PORTAL_BASE_PATH}${KNOWLEDGE_LIST_PAGE}/detail/${id}`

/** Someone or something named by id: a member, a role, a queue (skill group), a category. */
export const knowledgeRefSchema = z.object({ id: z.string(), name: z.string() })
export type KnowledgeRef = z.infer<typeof knowledgeRefSchema>

export const knowledgeCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** The articles filed under it (every status). */
  articleCount: z.number().int(),
})
export type KnowledgeCategory = z.infer<typeof knowledgeCategorySchema>

export const knowledgeCategoryBodySchema = z.object({
  name: z
    .string({ message: 'knowledge.categoryNameRequired' })
    .trim()
    .min(1, 'knowledge.categoryNameRequired')
    .max(KNOWLEDGE_CATEGORY_NAME_MAX_LENGTH, 'knowledge.categoryNameTooLong'),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
})
export type KnowledgeCategoryBody = z.input<typeof knowledgeCategoryBodySchema>

/** An uploaded file (files route, purpose knowledge) an article carries. */
export const knowledgeAttachmentSchema = uploadedFileSchema
export type KnowledgeAttachment = z.infer<typeof knowledgeAttachmentSchema>

const tagSchema = z
  .string()
  .trim()
  .min(1, 'knowledge.tagRequired')
  .max(KNOWLEDGE_TAG_MAX_LENGTH, 'knowledge.tagTooLong')

/**
 * What a writer saves: the article's content (rich text HTML, which the server rebuilds from an allow-list; an image
 * is an uploaded file's download address), where it is filed, whom it is limited to (no roles: every reader) and
 * the queues (skill groups) whose calls it suits.
 */
export const knowledgeArticleBodySchema = z.object({
  title: z
    .string({ message: 'knowledge.titleRequired' })
    .trim()
    .min(1, 'knowledge.titleRequired')
    .max(KNOWLEDGE_TITLE_MAX_LENGTH, 'knowledge.titleTooLong'),
  bodyHtml: z.string().max(KNOWLEDGE_BODY_MAX_LENGTH, 'knowledge.bodyTooLong').default(''),
  categoryId: z.uuid().nullable().default(null),
  tags: z.array(tagSchema).max(KNOWLEDGE_TAGS_MAX, 'knowledge.tooManyTags').default([]),
  roleIds: z.array(z.uuid()).max(KNOWLEDGE_LINKS_MAX).default([]),
  queueIds: z.array(z.uuid()).max(KNOWLEDGE_LINKS_MAX).default([]),
  attachmentIds: z.array(z.uuid()).max(KNOWLEDGE_ATTACHMENTS_MAX, 'knowledge.tooManyAttachments').default([]),
})
export type KnowledgeArticleBody = z.input<typeof knowledgeArticleBodySchema>

/** An article as its writers and reviewers see it: the working copy, and whether a version is published. */
export const knowledgeArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  category: knowledgeRefSchema.nullable(),
  tags: z.array(z.string()),
  roles: z.array(knowledgeRefSchema),
  queues: z.array(knowledgeRefSchema),
  attachments: z.array(knowledgeAttachmentSchema),
  status: z.enum(KNOWLEDGE_ARTICLE_STATUSES),
  /** The working copy's version number; a save names the one it started from. */
  version: z.number().int(),
  /** The version readers see, if one is published. */
  publishedVersion: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  /** Why a reviewer last sent it back (while it is a draft again), else null. */
  returnReason: z.string().nullable(),
  createdBy: knowledgeRefSchema.nullable(),
  updatedBy: knowledgeRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>

/** A line of the writers' list and the review queue. */
export const knowledgeArticleSummarySchema = knowledgeArticleSchema.omit({
  bodyHtml: true,
  attachments: true,
})
export type KnowledgeArticleSummary = z.infer<typeof knowledgeArticleSummarySchema>

/** The published version of an article, as a reader sees it. */
export const publishedKnowledgeArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  category: knowledgeRefSchema.nullable(),
  tags: z.array(z.string()),
  attachments: z.array(knowledgeAttachmentSchema),
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: knowledgeRefSchema.nullable(),
})
export type PublishedKnowledgeArticle = z.infer<typeof publishedKnowledgeArticleSchema>

/** One line of an article's log (knowledgeLogs): who did what, when, to which version, and what a save changed. */
export const knowledgeVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  action: z.enum(KNOWLEDGE_VERSION_ACTIONS),
  actor: knowledgeRefSchema.nullable(),
  title: z.string(),
  changes: z.array(z.enum(KNOWLEDGE_ARTICLE_FIELDS)),
  /** A reviewer's reason (action returned), else ''. */
  note: z.string(),
  at: z.string(),
})
export type KnowledgeVersion = z.infer<typeof knowledgeVersionSchema>

/** One version's content as it was saved. */
export const knowledgeVersionDetailSchema = knowledgeVersionSchema.extend({
  bodyHtml: z.string(),
  tags: z.array(z.string()),
  category: knowledgeRefSchema.nullable(),
})
export type KnowledgeVersionDetail = z.infer<typeof knowledgeVersionDetailSchema>

/**
 * A text cut into pieces, the matched words marked: a page shows each piece as text (never as HTML), the marked
 * ones highlighted.
 * @example [{ text: '家里', isMatch: false }, { text: '宽带', isMatch: true }]
 */
export const highlightedTextSchema = z.array(z.object({ text: z.string(), isMatch: z.boolean() }))
export type HighlightedText = z.infer<typeof highlightedTextSchema>
