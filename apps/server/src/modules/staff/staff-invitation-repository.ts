import type { Database, Queryable } from '../../db/database'
import { newSecretToken, secretHash } from '../../lib/secret-token'

/** What `staff_invite_account` answers: a member of this tenant already holds a value, or the account to invite. */
export type InviteOutcome =
  'email-taken' | 'employee-no-taken' | 'phone-taken' | 'existing' | 'pending' | 'created'

/**
 * The account an invitation of the current tenant goes to, made when the e-mail is nobody's (without a
 * membership). Whether it was made or found is never shown to the administrator.
 */
export async function inviteAccount(
  tx: Queryable,
  typed: {
    email: string
    employeeNo: string | null
    phone: string | null
    name: string
    passwordHash: string
  },
): Promise<{ outcome: InviteOutcome; accountId: string | null }> {
  const { rows } = await tx.query<{ outcome: InviteOutcome; account_id: string | null }>(
    'SELECT * FROM staff_invite_account($1, $2, $3, $4, $5)',
    [typed.email, typed.employeeNo, typed.phone, typed.name, typed.passwordHash],
  )
  return { outcome: rows[0]?.outcome ?? 'email-taken', accountId: rows[0]?.account_id ?? null }
}

/** An invitation of the current tenant as its pending row and its acceptance read it. */
export type InvitationRow = {
  id: string
  account_id: string
  is_new_account: boolean
  email: string
  name: string
  role_id: string
  skill_group_ids: string[]
}

export async function hasOpenInvitation(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM staff_invitations WHERE account_id = $1', [accountId])
  return rows.length > 0
}

export type NewInvitation = {
  accountId: string
  isNewAccount: boolean
  email: string
  name: string
  employeeNo: string | null
  phone: string | null
  roleId: string
  skillGroupIds: readonly string[]
  invitedBy: string | null
  validHours: number
}

/** Writes the invitation and returns its id and the link's token (only its SHA-256 is kept). */
export async function insertInvitation(
  tx: Queryable,
  invitation: NewInvitation,
): Promise<{ id: string; token: string }> {
  const token = newSecretToken()
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO staff_invitations (tenant_id, account_id, is_new_account, email, name, employee_no, phone, role_id,
       skill_group_ids, token_hash, invited_by, expires_at)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(hours => $11))
     RETURNING id`,
    [
      invitation.accountId,
      invitation.isNewAccount,
      invitation.email,
      invitation.name,
      invitation.employeeNo,
      invitation.phone,
      invitation.roleId,
      [...invitation.skillGroupIds],
      secretHash(token),
      invitation.invitedBy,
      invitation.validHours,
    ],
  )
  return { id: rows[0]?.id ?? '', token }
}

const SELECT_INVITATION =
  'SELECT id, account_id, is_new_account, email, name, role_id, skill_group_ids FROM staff_invitations'

/** One invitation of the current tenant, locked until the transaction ends, or null. */
export async function lockInvitation(tx: Queryable, id: string): Promise<InvitationRow | null> {
  const { rows } = await tx.query<InvitationRow>(`${SELECT_INVITATION} WHERE id = $1 FOR UPDATE`, [id])
  return rows[0] ?? null
}

/** A new link for the invitation, working for another full period; the old one stops working. */
export async function renewInvitationToken(tx: Queryable, id: string, validHours: number): Promise<string> {
  const token = newSecretToken()
  await tx.query(
    `UPDATE staff_invitations SET token_hash = $2, failed_attempts = 0,
       expires_at = now() + make_interval(hours => $3) WHERE id = $1`,
    [id, secretHash(token), validHours],
  )
  return token
}

export async function deleteInvitation(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM staff_invitations WHERE id = $1', [id])
}

/** A new person's account that no membership or invitation needs any more goes (a cancelled invitation's). */
export async function dropUnusedAccount(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('SELECT staff_drop_unused_account($1)', [accountId])
}

/** The membership an accepted invitation gives (none twice). */
export async function insertMembership(tx: Queryable, accountId: string, roleId: string): Promise<void> {
  await tx.query(
    `INSERT INTO tenant_members (tenant_id, account_id, role_id) VALUES (current_tenant_id(), $1, $2)
     ON CONFLICT DO NOTHING`,
    [accountId, roleId],
  )
}

/** An invitation's link before any tenant is known. */
export type InvitationLink = {
  id: string
  tenantId: string
  tenantName: string
  tenantNameEn: string | null
  accountId: string
  isNewAccount: boolean
  login: string
}

/** The live invitation a link's token names, or null. */
export async function findInvitationLink(db: Database, token: string): Promise<InvitationLink | null> {
  const { rows } = await db.query<{
    id: string
    tenant_id: string
    tenant_name: string
    tenant_name_en: string | null
    account_id: string
    is_new_account: boolean
    login: string
  }>('SELECT * FROM staff_invitation_by_token($1)', [secretHash(token)])
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    tenantNameEn: row.tenant_name_en,
    accountId: row.account_id,
    isNewAccount: row.is_new_account,
    login: row.login,
  }
}

/** The password hash of the invited account (active only), to confirm its owner accepts. */
export async function invitedPasswordHash(db: Database, invitationId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ hash: string | null }>(
    'SELECT staff_invitation_password_hash($1) AS hash',
    [invitationId],
  )
  return rows[0]?.hash ?? undefined
}

/** Counts a wrong password on the invitation's page; the fifth ends the link. */
export async function countInvitationFailure(db: Database, invitationId: string): Promise<void> {
  await db.query('SELECT staff_invitation_failed($1)', [invitationId])
}

/** The current tenant's name in a language (its English name when asked and known). */
export async function currentTenantName(tx: Queryable, locale: string): Promise<string> {
  const { rows } = await tx.query<{ name: string; name_en: string | null }>(
    'SELECT name, name_en FROM tenants WHERE id = current_tenant_id()',
  )
  const row = rows[0]
  return (locale === 'en-US' && row?.name_en) || row?.name || ''
}
