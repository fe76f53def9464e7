import type { KnowledgeArticleStatus, KnowledgeVersionAction } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { lockArticle, setArticleStatus } from './knowledge-article-repository'
import { addVersion } from './knowledge-version-repository'

export type LockedArticle = NonNullable<Awaited<ReturnType<typeof lockArticle>>>

/** A move of an article's working copy: from which statuses, to which, logged as what. */
export type ArticleMove = {
  from: (status: KnowledgeArticleStatus) => boolean
  to: KnowledgeArticleStatus
  action: KnowledgeVersionAction
  /** The log line's note; a draft sent back keeps it as its reason. */
  note?: string
  /** What goes with the move, done on the locked article first (publishing it, withdrawing it). */
  first?: (current: LockedArticle) => Promise<void>
}

/**
 * Moves one of the tenant's articles (404 otherwise), under its lock, from a status the move allows (400
 * otherwise) to the next, and logs who did it.
 * @returns the article as it was before the move
 * @example await moveArticle(tx, actorId, id, { from: (s) => s === 'draft', to: 'review', action: 'submitted' })
 */
export async function moveArticle(
  tx: Queryable,
  actorId: string,
  id: string,
  move: ArticleMove,
): Promise<LockedArticle> {
  const current = await lockArticle(tx, id)
  if (!current) throw notFound()
  if (!move.from(current.status)) throw new AppError('FAILURE', 'knowledge.statusNotAllowed', 400)
  await move.first?.(current)
  const returnReason = move.action === 'returned' ? (move.note ?? '') : null
  await setArticleStatus(tx, id, { status: move.to, returnReason, actorId })
  await addVersion(tx, {
    articleId: id,
    version: current.version,
    action: move.action,
    actorId,
    content: current,
    ...(move.note === undefined ? {} : { note: move.note }),
  })
  return current
}
