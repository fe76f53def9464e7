import type { Locale, NoticeType } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { codedNameTable } from '../../db/reference-table-repository'
import { localizedName } from '../../lib/localized-name'
import { DEFAULT_NOTICE_TYPES } from './default-notice-types'

/** The current tenant's notice types, in their order, named in the caller's language. */
export async function listNoticeTypes(tx: Queryable, locale: Locale): Promise<NoticeType[]> {
  const { rows } = await tx.query<{ id: string; name: string; name_en: string | null }>(
    'SELECT id, name, name_en FROM notice_types ORDER BY sort_order, name',
  )
  return rows.map((row) => ({ id: row.id, name: localizedName(locale, row.name, row.name_en) }))
}

/** Writes the default notice types into a new tenant (the tenant template). */
export async function writeDefaultNoticeTypes(q: Queryable, tenantId: string): Promise<void> {
  await q.query(
    `INSERT INTO notice_types (tenant_id, code, name, name_en, sort_order)
     SELECT $1, d.code, d.name, d.name_en, d.sort_order
     FROM jsonb_to_recordset($2::jsonb) AS d (code text, name text, name_en text, sort_order integer)`,
    [
      tenantId,
      JSON.stringify(
        DEFAULT_NOTICE_TYPES.map((type, index) => ({
          code: type.code,
          name: type.name,
          name_en: type.nameEn,
          sort_order: index + 1,
        })),
      ),
    ],
  )
}

/** The tenant's enterprise notice types as the reference-data page administers them. */
export const NOTICE_TYPE_TABLE = codedNameTable('notice_types', 'sort_order')
