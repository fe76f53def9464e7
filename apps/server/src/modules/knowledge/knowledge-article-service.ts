import {
  WEB_IMAGE_TYPES,
  type KnowledgeArticle,
  type KnowledgeArticleField,
  type MessageKey,
  type knowledgeArticleBodySchema,
} from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { allFilesExist } from '../files/attachment-repository'
import {
  findArticle,
  insertArticle,
  lockArticle,
  updateArticleContent,
  type ArticleContent,
} from './knowledge-article-repository'
import { articleImageIds, articleText, toSafeArticleHtml } from './knowledge-html'
import { moveArticle } from './knowledge-article-move'
import { allExist } from './knowledge-reference-repository'
import { addVersion } from './knowledge-version-repository'

type ArticleBody = z.output<typeof knowledgeArticleBodySchema>

const accountOf = (request: FastifyRequest) => request.session?.accountId ?? ''
const refused = (key: MessageKey, status = 400) => new AppError('FAILURE', key, status)

/** The body as kept: HTML from the allow-list, its plain text, tags without repeats. */
function contentOf(body: ArticleBody): ArticleContent {
  const bodyHtml = toSafeArticleHtml(body.bodyHtml)
  return {
    title: body.title,
    bodyHtml,
    bodyText: articleText(bodyHtml),
    categoryId: body.categoryId,
    tags: [...new Set(body.tags)],
    roleIds: [...new Set(body.roleIds)],
    queueIds: [...new Set(body.queueIds)],
    attachmentIds: [...new Set(body.attachmentIds)],
  }
}

/** Refuses a category, role, queue, attachment or body image the tenant does not have. */
async function checkReferences(tx: Queryable, content: ArticleContent): Promise<void> {
  if (content.categoryId && !(await allExist(tx, 'categories', [content.categoryId])))
    throw refused('knowledge.categoryNotFound')
  if (!(await allExist(tx, 'roles', content.roleIds))) throw refused('knowledge.roleNotFound')
  if (!(await allExist(tx, 'queues', content.queueIds))) throw refused('knowledge.queueNotFound')
  if (!(await allFilesExist(tx, 'knowledge', content.attachmentIds)))
    throw refused('knowledge.attachmentMissing')
  if (
    !(await allFilesExist(tx, 'knowledge', articleImageIds(content.bodyHtml), {
      // The body's pictures: the knowledge base's own uploads, and images a browser shows.
      contentTypes: WEB_IMAGE_TYPES,
    }))
  )
    throw refused('knowledge.imageMissing')
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

/** What a save changed, in the log's words. */
export function changedFields(before: ArticleContent, after: ArticleContent): KnowledgeArticleField[] {
  const changes: [KnowledgeArticleField, boolean][] = [
    ['title', before.title !== after.title],
    ['body', before.bodyHtml !== after.bodyHtml],
    ['tags', before.tags.join('\n') !== after.tags.join('\n')],
    ['category', before.categoryId !== after.categoryId],
    ['roles', !sameSet(before.roleIds, after.roleIds)],
    ['queues', !sameSet(before.queueIds, after.queueIds)],
    ['attachments', before.attachmentIds.join('\n') !== after.attachmentIds.join('\n')],
  ]
  return changes.filter(([, isChanged]) => isChanged).map(([field]) => field)
}

/** Writes a new article as a draft, version 1, and its first log line. */
export const createArticle = (request: FastifyRequest, body: ArticleBody): Promise<KnowledgeArticle> =>
  request.withTenant(async (tx) => {
    const content = contentOf(body)
    await checkReferences(tx, content)
    const id = await insertArticle(tx, content, accountOf(request))
    await addVersion(tx, {
      articleId: id,
      version: 1,
      action: 'created',
      actorId: accountOf(request),
      content,
    })
    return (await findArticle(tx, id, request.locale)) as KnowledgeArticle
  })

/**
 * Saves a new version of an article's working copy as a draft; a save over a newer version than the writer's, or
 * while the article waits in review, is refused. A save that changes nothing writes nothing.
 */
export const updateArticle = (
  request: FastifyRequest,
  id: string,
  body: ArticleBody & { baseVersion: number },
): Promise<KnowledgeArticle> =>
  request.withTenant(async (tx) => {
    const current = await lockArticle(tx, id)
    if (!current) throw notFound()
    if (current.status === 'review') throw refused('knowledge.inReview', 409)
    if (current.version !== body.baseVersion) throw refused('knowledge.articleChanged', 409)
    const content = contentOf(body)
    await checkReferences(tx, content)
    const changes = changedFields(current, content)
    if (changes.length > 0) {
      const version = current.version + 1
      await updateArticleContent(tx, id, content, version, accountOf(request))
      await addVersion(tx, {
        articleId: id,
        version,
        action: 'edited',
        actorId: accountOf(request),
        content,
        changes,
      })
    }
    return (await findArticle(tx, id, request.locale)) as KnowledgeArticle
  })

/** Sends a draft to review. */
export const submitArticle = (request: FastifyRequest, id: string): Promise<KnowledgeArticle> =>
  request.withTenant(async (tx) => {
    await moveArticle(tx, accountOf(request), id, {
      from: (status) => status === 'draft',
      to: 'review',
      action: 'submitted',
    })
    return (await findArticle(tx, id, request.locale)) as KnowledgeArticle
  })
