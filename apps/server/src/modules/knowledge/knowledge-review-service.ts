import {
  MESSAGE_TYPES,
  knowledgeArticlePageAddress,
  translateMessage,
  type KnowledgeArticle,
  type KnowledgeReviewDecision,
} from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { addLinkedNotices, type LinkedNotice } from '../messages/account-message-repository'
import { findArticle } from './knowledge-article-repository'
import { moveArticle } from './knowledge-article-move'
import { publishArticle, withdrawArticle } from './knowledge-published-repository'

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
    const isPublish = decision.decision === 'publish'
    let before: KnowledgeArticle | undefined
    const current = await moveArticle(tx, actorId, id, {
      from: (status) => status === 'review',
      to: isPublish ? 'published' : 'draft',
      action: isPublish ? 'published' : 'returned',
      ...(isPublish ? {} : { note: decision.reason }),
      first: async (locked) => {
        // Its writers as they were before the reviewer's name goes on it.
        before = (await findArticle(tx, id, request.locale)) as KnowledgeArticle
        if (isPublish) await publishArticle(tx, { id, version: locked.version, content: locked, actorId })
      },
    })
    await tellWriters(tx, request, before as KnowledgeArticle, {
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
    await moveArticle(tx, accountOf(request), id, {
      from: (status) => status !== 'archived',
      to: 'archived',
      action: 'archived',
      first: () => withdrawArticle(tx, id),
    })
    return (await findArticle(tx, id, request.locale)) as KnowledgeArticle
  })
