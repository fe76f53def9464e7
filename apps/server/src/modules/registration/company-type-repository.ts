import type { CompanyType, Locale } from '@portal/contract'
import type { Database } from '../../db/database'
import { localizedName } from '../../lib/localized-name'

/** The company types a registrant picks from, named in the caller's language. */
export async function listCompanyTypes(db: Database, locale: Locale): Promise<CompanyType[]> {
  const { rows } = await db.query<{ code: string; name: string; name_en: string }>(
    'SELECT code, name, name_en FROM company_types ORDER BY sort_order, code',
  )
  return rows.map((row) => ({ code: row.code, name: localizedName(locale, row.name, row.name_en) }))
}

/** Whether every code names a company type. */
export async function areCompanyTypesKnown(db: Database, codes: readonly string[]): Promise<boolean> {
  const { rows } = await db.query<{ known: number }>(
    'SELECT count(*)::int AS known FROM company_types WHERE code = ANY ($1::text[])',
    [codes],
  )
  return rows[0]?.known === new Set(codes).size
}
