import {
  MESSAGE_TYPES,
  knowledgeArticlePageAddress,
  translateMessage,
  type KnowledgeArticle,
  type KnowledgeReviewDecision,
} from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { addLinkedNotices, type LinkedNotice } from '../messages/account-message-repository'
import { findArticle, lockArticle, setArticleStatus } from './knowledge-article-repository'
import { publishArticle, withdrawArticle } from './knowledge-published-repository'
import { addVersion } from './knowledge-version-repository'

const accountOf = (request: FastifyRequest) => request.session?.accountId ?? ''

/**
 * Tells an article's writers (who created it and who sent it to review) in the message centre, type 8 (knowledge
 * base), each in the language they read in, with a link to the article; nobody is told of their own doing.
 */
const tellWriters = (
  tx: Queryable,
  request: FastifyRequest,
  article: KnowledgeArticle,
  notice: Pick<LinkedNotice, 'title' | 'text'>,
) =>
  addLinkedNotices(tx, {
    type: MESSAGE_TYPES.knowledgeBase,
    accountIds: [...new Set([article.createdBy?.id, article.updatedBy?.id])].filter((id): id is string =>
      Boolean(id),
    ),
    createdBy: accountOf(request),
    ...notice,
    link: {
      href: knowledgeArticlePageAddress(article.id),
      label: (locale) => translateMessage(locale, 'knowledge.messageLink'),
    },
  })

/**
 * A reviewer's decision on an article waiting in review: publish it (its working copy becomes what readers see,
 * replacing the version published before) or send it back to draft with the reason; either is logged and its
 * writers are told.
 */
export async function reviewArticle(
  request: FastifyRequest,
  id: string,
  decision: { decision: KnowledgeReviewDecision; reason: string },
): Promise<KnowledgeArticle> {
  const actorId = accountOf(request)
  const reviewed = await request.withTenant(async (tx) => {
    const current = await lockArticle(tx, id)
    if (!current) throw notFound()
    if (current.status !== 'review') throw new AppError('FAILURE', 'knowledge.statusNotAllowed', 400)
    const before = (await findArticle(tx, id, request.locale)) as KnowledgeArticle
    const isPublish = decision.decision === 'publish'
    if (isPublish) await publishArticle(tx, { id, version: current.version, content: current, actorId })
    await setArticleStatus(tx, id, {
      status: isPublish ? 'published' : 'draft',
      returnReason: isPublish ? null : decision.reason,
      actorId,
    })
    await addVersion(tx, {
      articleId: id,
      version: current.version,
      action: isPublish ? 'published' : 'returned',
      actorId,
      content: current,
      note: isPublish ? '' : decision.reason,
    })
    await tellWriters(tx, request, before, {
      title: (locale) =>
        translateMessage(
          locale,
          isPublish ? 'knowledge.publishedMessageTitle' : 'knowledge.returnedMessageTitle',
          {
            title: current.title,
          },
        ),
      text: (locale) =>
        isPublish
          ? current.title
          : translateMessage(locale, 'knowledge.returnedMessageReason', { reason: decision.reason }),
    })
    return (await findArticle(tx, id, request.locale)) as KnowledgeArticle
  })
  await request.server.deliverMessages()
  return reviewed
}

/** Takes an article out of every reader's sight; it stays for its writers, and editing it makes a draft again. */
export const archiveArticle = (request: FastifyRequest, id: string): Promise<KnowledgeArticle> =>
  request.withTenant(async (tx) => {
    const current = await lockArticle(tx, id)
    if (!current) throw notFound()
    if (current.status === 'archived') throw new AppError('FAILURE', 'knowledge.statusNotAllowed', 400)
    await withdrawArticle(tx, id)
    await setArticleStatus(tx, id, { status: 'archived', actorId: accountOf(request) })
    await addVersion(tx, {
      articleId: id,
      version: current.version,
      action: 'archived',
      actorId: accountOf(request),
      content: current,
    })
    return (await findArticle(tx, id, request.locale)) as KnowledgeArticle
  })
