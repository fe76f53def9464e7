import type { Queryable } from '../../db/database'

/** The signed-in user's own row in the session's tenant: names and the role's name. */
export type CurrentUserRow = {
  id: string
  name: string
  email: string | null
  employee_no: string | null
  tenant_id: string
  role_name: string
  role_name_en: string | null
  avatar_file_id: string | null
  avatar_updated_at: Date | null
}

/** The signed-in user as the current-user cache describes it, read inside the session's tenant. */
export async function loadCurrentUserRow(tx: Queryable, accountId: string): Promise<CurrentUserRow | null> {
  const { rows } = await tx.query<CurrentUserRow>(
    `SELECT a.id, a.name, a.email, a.employee_no, m.tenant_id, r.name AS role_name, r.name_en AS role_name_en,
            m.avatar_file_id, m.avatar_updated_at
     FROM staff_accounts a
     JOIN tenant_members m ON m.account_id = a.id
     JOIN roles r ON r.id = m.role_id
     WHERE a.id = $1`,
    [accountId],
  )
  return rows[0] ?? null
}
