import type { Locale, Profile } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { notFound } from '../../lib/app-error'
import { localizedName } from '../../lib/localized-name'
import { loadProfileRow } from './profile-repository'

/** The caller's profile in their language, read in their tenant's transaction. */
export async function readProfile(tx: Queryable, accountId: string, locale: Locale): Promise<Profile> {
  const row = await loadProfileRow(tx, accountId)
  if (!row) throw notFound()
  return {
    name: row.name,
    username: row.email ?? row.employee_no ?? '',
    email: row.email,
    phone: row.phone,
    roleName: localizedName(locale, row.role_name, row.role_name_en),
    tenantName: localizedName(locale, row.tenant_name, row.tenant_name_en),
    avatar:
      row.avatar_file_id && row.avatar_updated_at
        ? { fileId: row.avatar_file_id, updatedAt: row.avatar_updated_at.toISOString() }
        : null,
    allowMultipleSessions: row.allow_multiple_sessions,
  }
}
