import type { Announcement } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { recordAudit } from '../audit/audit-trail'

/** An announcement's values as the audit trail shows them (names in the administrator's language). */
const auditValues = (announcement: Announcement, isWithdrawn: boolean) => ({
  title: announcement.title,
  noticeType: announcement.noticeTypeName,
  noticeLevel: announcement.noticeLevel,
  effectiveStartTime: announcement.effectiveStartTime,
  audience:
    announcement.audience.kind === 'roles'
      ? announcement.audience.roles.map((role) => role.name)
      : announcement.audience.kind,
  attachments: announcement.attachments.map((file) => file.fileName),
  withdrawn: isWithdrawn,
})

/**
 * Records the publication or withdrawal of an enterprise announcement in the trail, in the transaction that made it.
 * @example await auditAnnouncement(tx, request, 'publish', saved)
 */
export const auditAnnouncement = (
  tx: Queryable,
  request: FastifyRequest,
  verb: 'publish' | 'withdraw',
  announcement: Announcement,
) =>
  recordAudit(tx, request, {
    action: `announcement.${verb}`,
    targetType: 'announcement',
    targetId: String(announcement.id),
    targetName: announcement.title,
    before: verb === 'withdraw' ? auditValues(announcement, false) : null,
    after: auditValues(announcement, verb === 'withdraw'),
  })
