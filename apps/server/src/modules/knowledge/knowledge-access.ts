import { KNOWLEDGE_PERMISSIONS } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import type { KnowledgeReader } from './knowledge-published-repository'

/** The caller as a reader: writers and reviewers see every article, others only those of their role or of all. */
export async function knowledgeReader(request: FastifyRequest): Promise<KnowledgeReader> {
  const { permissions } = await request.access()
  return {
    accountId: request.session?.accountId ?? '',
    seesAll: permissions.has(KNOWLEDGE_PERMISSIONS.edit) || permissions.has(KNOWLEDGE_PERMISSIONS.review),
  }
}

/** Refuses (403) a caller who neither writes nor reviews: working copies and logs are theirs alone. */
export async function requireWriterOrReviewer(request: FastifyRequest): Promise<void> {
  if (!(await knowledgeReader(request)).seesAll) throw new AppError('ACCESS_DENY', 'request.forbidden', 403)
}
