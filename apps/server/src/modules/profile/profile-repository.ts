import type { Queryable } from '../../db/database'

/** The caller's own account and membership as the personal info page shows it. */
export type ProfileRow = {
  name: string
  email: string | null
  employee_no: string | null
  phone: string | null
  role_name: string
  role_name_en: string | null
  tenant_name: string
  tenant_name_en: string | null
  avatar_file_id: string | null
  avatar_updated_at: Date | null
  allow_multiple_sessions: boolean
}

/** The signed-in account in the current tenant (row-level security keeps it to the tenant), or null. */
export async function loadProfileRow(tx: Queryable, accountId: string): Promise<ProfileRow | null> {
  const { rows } = await tx.query<ProfileRow>(
    `SELECT a.name, a.email, a.employee_no, a.phone, r.name AS role_name, r.name_en AS role_name_en,
            t.name AS tenant_name, t.name_en AS tenant_name_en, m.avatar_file_id, m.avatar_updated_at,
            a.allow_multiple_sessions
     FROM staff_accounts a
     JOIN tenant_members m ON m.account_id = a.id
     JOIN roles r ON r.id = m.role_id
     JOIN tenants t ON t.id = m.tenant_id
     WHERE a.id = $1`,
    [accountId],
  )
  return rows[0] ?? null
}

/** Whether a phone already belongs to an account other than this one, in any tenant. */
export async function isPhoneTakenByOther(tx: Queryable, accountId: string, phone: string): Promise<boolean> {
  const { rows } = await tx.query<{ phone: string | null; phone_taken: boolean }>(
    `SELECT a.phone, t.phone_taken FROM staff_accounts a, registration_identity_taken('', $2) t WHERE a.id = $1`,
    [accountId, phone],
  )
  const row = rows[0]
  return Boolean(row && row.phone !== phone && row.phone_taken)
}

/** Writes one's own name, phone (null removes it) and several-devices choice. */
export async function updateOwnAccount(
  tx: Queryable,
  accountId: string,
  change: { name: string; phone: string | null; allowMultipleSessions: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE staff_accounts SET name = $2, phone = $3, allow_multiple_sessions = $4, updated_at = now()
     WHERE id = $1`,
    [accountId, change.name, change.phone, change.allowMultipleSessions],
  )
}

/** Stores an avatar image in the tenant's files and makes it the member's avatar. */
export async function storeAvatar(
  tx: Queryable,
  accountId: string,
  image: { fileName: string; contentType: string; data: Buffer },
): Promise<void> {
  await tx.query(
    `WITH stored AS (
       INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data, created_by)
       VALUES (current_tenant_id(), gen_random_uuid(), 'avatar', $2, $3, $4, $5, $1) RETURNING id)
     UPDATE tenant_members SET avatar_file_id = (SELECT id FROM stored), avatar_updated_at = clock_timestamp()
     WHERE account_id = $1 AND tenant_id = current_tenant_id()`,
    [accountId, image.fileName, image.contentType, image.data.length, image.data],
  )
}
