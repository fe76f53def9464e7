import type { CurrentUser, Locale } from '@portal/contract'
import { loadAccess } from '../access/access-repository'
import type { Queryable } from '../../db/database'
import { timeZoneOffsetHours } from '../../lib/time-zone'
import { localizedName } from '../../lib/localized-name'

/** The signed-in user as the current-user cache describes it, with every code they hold, read inside the session's tenant. */
export async function loadCurrentUser(
  tx: Queryable,
  accountId: string,
  locale: Locale,
  timeZone: string,
): Promise<CurrentUser | null> {
  const { rows } = await tx.query<{
    id: string
    name: string
    email: string | null
    employee_no: string | null
    tenant_id: string
    role_name: string
    role_name_en: string | null
  }>(
    `SELECT a.id, a.name, a.email, a.employee_no, m.tenant_id, r.name AS role_name, r.name_en AS role_name_en
     FROM staff_accounts a
     JOIN tenant_members m ON m.account_id = a.id
     JOIN roles r ON r.id = m.role_id
     WHERE a.id = $1`,
    [accountId],
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    username: row.email ?? row.employee_no ?? '',
    email: row.email,
    roleName: localizedName(locale, row.role_name, row.role_name_en),
    tenantId: row.tenant_id,
    utc: timeZoneOffsetHours(timeZone),
    permissions: [...(await loadAccess(tx, accountId)).permissions].sort(),
  }
}
