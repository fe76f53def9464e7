import { randomUUID } from 'node:crypto'
import {
  MESSAGE_TYPES,
  type Announcement,
  type Locale,
  type MessageAttachment,
  type announcementFormSchema,
  type systemAnnouncementRoute,
} from '@portal/contract'
import type { z } from 'zod'
import type { Database, Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { localizedName } from '../../lib/localized-name'
import { ATTACHMENTS_OF_M, isoTime } from './message-sql'

type AnnouncementForm = z.output<typeof announcementFormSchema>

type Row = {
  id: number
  title: string
  notice_type_name: string | null
  notice_type_name_en: string | null
  notice_level: 1 | 2
  effective_start_time: string
  is_delivered: boolean
  audience_role_ids: string[] | null
  roles: { id: string; name: string; nameEn: string | null }[]
  attachments: MessageAttachment[]
  created_by: string
  created_at: string
}

/** The tenant's enterprise announcements that are not withdrawn, newest first (or the one with `id`). */
export async function listAnnouncements(tx: Queryable, locale: Locale, id?: number): Promise<Announcement[]> {
  const { rows } = await tx.query<Row>(
    `SELECT m.id, m.title, nt.name AS notice_type_name, nt.name_en AS notice_type_name_en,
            COALESCE(m.notice_level, 1) AS notice_level, ${isoTime('m.effective_start_time')} AS effective_start_time,
            m.delivery_seq IS NOT NULL AS is_delivered, m.audience_role_ids,
            COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'nameEn', r.name_en)
                                      ORDER BY r.name)
                      FROM roles r WHERE r.id = ANY (m.audience_role_ids)), '[]') AS roles,
            ${ATTACHMENTS_OF_M} AS attachments,
            COALESCE(a.name, '') AS created_by, ${isoTime('m.created_at')} AS created_at
     FROM messages m
     LEFT JOIN notice_types nt ON nt.id = m.notice_type_id
     LEFT JOIN staff_accounts a ON a.id = m.created_by
     WHERE m.tenant_id = current_tenant_id() AND m.message_type = ${MESSAGE_TYPES.enterpriseAnnouncement}
       AND m.withdrawn_at IS NULL AND ($1::integer IS NULL OR m.id = $1)
     ORDER BY m.created_at DESC, m.id DESC LIMIT 500`,
    [id ?? null],
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    noticeTypeName: row.notice_type_name
      ? localizedName(locale, row.notice_type_name, row.notice_type_name_en)
      : null,
    noticeLevel: row.notice_level,
    effectiveStartTime: row.effective_start_time,
    isDelivered: row.is_delivered,
    audience: row.audience_role_ids
      ? {
          kind: 'roles' as const,
          roles: row.roles.map((role) => ({
            id: role.id,
            name: localizedName(locale, role.name, role.nameEn),
          })),
        }
      : { kind: 'tenant' as const },
    attachments: row.attachments,
    createdBy: row.created_by,
    createdAt: row.created_at,
  }))
}

/**
 * Stores an enterprise announcement of the current tenant; its attachments (uploaded 'message' files not yet
 * used by any message) move to its file business id. It is delivered once its effective time has come.
 * @returns its id
 */
export async function insertAnnouncement(
  tx: Queryable,
  accountId: string,
  form: AnnouncementForm,
): Promise<number> {
  const noticeType = await tx.query('SELECT 1 FROM notice_types WHERE id = $1', [form.noticeTypeId])
  if (noticeType.rowCount === 0) throw new AppError('FAILURE', 'announcement.noticeTypeRequired', 400)
  const roleIds = form.audience.kind === 'roles' ? [...new Set(form.audience.roleIds)] : null
  if (roleIds) {
    const roles = await tx.query('SELECT 1 FROM roles WHERE id = ANY ($1::uuid[])', [roleIds])
    if (roles.rowCount !== roleIds.length) throw new AppError('FAILURE', 'announcement.rolesRequired', 400)
  }
  const fileIds = [...new Set(form.attachmentIds)]
  const fileBusinessId = fileIds.length > 0 ? randomUUID() : null
  if (fileIds.length > 0) {
    const moved = await tx.query(
      `UPDATE files f SET business_id = $1
       WHERE f.id = ANY ($2::uuid[]) AND f.purpose = 'message'
         AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.tenant_id = f.tenant_id
                         AND m.file_business_id = f.business_id)`,
      [fileBusinessId, fileIds],
    )
    if (moved.rowCount !== fileIds.length)
      throw new AppError('FAILURE', 'announcement.attachmentMissing', 400)
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO messages (tenant_id, message_type, title, content, notice_type_id, notice_level, file_business_id,
       audience_role_ids, effective_start_time, created_by)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()), $9)
     RETURNING id`,
    [
      MESSAGE_TYPES.enterpriseAnnouncement,
      form.title,
      form.content,
      form.noticeTypeId,
      form.noticeLevel,
      fileBusinessId,
      roleIds,
      form.effectiveStartTime ?? null,
      accountId,
    ],
  )
  return rows[0]?.id ?? 0
}

/** @returns false when there is no such announcement in the tenant (or it is already withdrawn) */
export async function withdrawAnnouncement(tx: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE messages SET withdrawn_at = now()
     WHERE id = $1 AND message_type = ${MESSAGE_TYPES.enterpriseAnnouncement} AND withdrawn_at IS NULL`,
    [id],
  )
  return (rowCount ?? 0) > 0
}

/** The tenant's roles, named in the caller's language, for choosing an announcement's audience. */
export async function listAudienceRoles(
  tx: Queryable,
  locale: Locale,
): Promise<{ id: string; name: string }[]> {
  const { rows } = await tx.query<{ id: string; name: string; name_en: string | null }>(
    'SELECT id, name, name_en FROM roles ORDER BY name',
  )
  return rows.map((row) => ({ id: row.id, name: localizedName(locale, row.name, row.name_en) }))
}

/**
 * The platform operator's system announcement, one message per tenant. Across every tenant, so through the one
 * SECURITY DEFINER function that may write there. @returns how many tenants it went to
 */
export async function publishSystemAnnouncement(
  db: Database,
  announcement: z.output<typeof systemAnnouncementRoute.body>,
): Promise<number> {
  const { rows } = await db.query<{ tenants: number }>(
    `SELECT publish_system_announcement($1, $2, COALESCE($3::timestamptz, now()), $4::smallint, $5::smallint)
       AS tenants`,
    [
      announcement.title,
      announcement.content,
      announcement.effectiveStartTime ?? null,
      announcement.noticeLevel,
      announcement.showType,
    ],
  )
  return rows[0]?.tenants ?? 0
}
