import type { Locale, MessageAttachment, MessageType, NewsMessage } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { localizedName } from '../../lib/localized-name'
import type { Viewer } from './message-viewer'
import { visibleTo } from './message-visibility'
import { ATTACHMENTS_OF_M, isoTime } from './message-sql'
import { sqlParams, type SqlParams } from '../../lib/sql-params'

type Row = {
  id: number
  title: string
  content: string
  message_type: MessageType
  sub_type: number | null
  show_type: 0 | 1
  is_read: boolean
  is_collection: boolean
  notice_level: 1 | 2 | null
  notice_type_id: string | null
  notice_type_name: string | null
  notice_type_name_en: string | null
  extend_content: string | null
  file_business_id: string | null
  attachments: MessageAttachment[]
  effective_start_time: string
  day: string
  time: string
}

/** What narrows the visible messages, besides visibility itself, and how they are ordered and cut. */
type NewsMessageQuery = {
  where?: (params: SqlParams) => string
  orderBy: string
  limit: number
}

/**
 * The messages a viewer sees, as the contract's news items: read and favourite state are the viewer's own,
 * `effectiveStartTime` keeps microseconds (it is the list's cursor), `day` and `time` are in the tenant's zone.
 * @example await queryNewsMessages(tx, viewer, 'zh-CN', { orderBy: 'm.id DESC', limit: 1 })
 */
export async function queryNewsMessages(
  tx: Queryable,
  viewer: Viewer,
  locale: Locale,
  query: NewsMessageQuery,
): Promise<NewsMessage[]> {
  const params = sqlParams()
  const visible = visibleTo(viewer, params)
  const extra = query.where ? `AND ${query.where(params)}` : ''
  const { rows } = await tx.query<Row>(
    `SELECT m.id, m.title, m.content, m.message_type, m.sub_type, m.show_type,
            s.read_at IS NOT NULL AS is_read, s.collected_at IS NOT NULL AS is_collection,
            m.notice_level, m.notice_type_id, nt.name AS notice_type_name, nt.name_en AS notice_type_name_en,
            m.extend_content, m.file_business_id,
            ${isoTime('m.effective_start_time')} AS effective_start_time,
            to_char(m.effective_start_time AT TIME ZONE z.time_zone, 'YYYY-MM-DD') AS day,
            to_char(m.effective_start_time AT TIME ZONE z.time_zone, 'HH24:MI') AS time,
            ${ATTACHMENTS_OF_M} AS attachments
     FROM messages m
     CROSS JOIN (SELECT time_zone FROM tenants WHERE id = current_tenant_id()) z
     LEFT JOIN message_states s ON s.message_id = m.id AND s.account_id = ${params.add(viewer.accountId)}::uuid
     LEFT JOIN notice_types nt ON nt.id = m.notice_type_id
     WHERE ${visible} ${extra}
     ORDER BY ${query.orderBy} LIMIT ${params.add(query.limit)}`,
    params.values,
  )
  return rows.map((row) => toNewsMessage(row, locale))
}

const toNewsMessage = (row: Row, locale: Locale): NewsMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  messageType: row.message_type,
  subType: row.sub_type,
  showType: row.show_type,
  isRead: row.is_read,
  isCollection: row.is_collection,
  noticeLevel: row.notice_level,
  noticeTypeId: row.notice_type_id,
  noticeTypeName: row.notice_type_name
    ? localizedName(locale, row.notice_type_name, row.notice_type_name_en)
    : null,
  extendContent: row.extend_content,
  fileBusinessId: row.file_business_id,
  messageAttatchments: row.attachments,
  effectiveStartTime: row.effective_start_time,
  day: row.day,
  time: row.time,
})
