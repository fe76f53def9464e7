import type { Queryable } from '../../../db/database'
import { uuidOrNull } from '../../../lib/uuid-or-null'

/** Who is on a call besides its agent and customer, and the invitations into it. */

/** A supervisor or invitee joins a call, named as their account is. */
export async function addStaffParticipant(
  tx: Queryable,
  recordId: string,
  accountId: string,
  role: 'MONITOR' | 'INVITEE',
  mode: 'LISTENING' | 'JOINED',
): Promise<void> {
  await tx.query(
    `INSERT INTO call_participants (tenant_id, record_id, account_id, name, role, monitor_mode)
     SELECT current_tenant_id(), $1, id, name, $3, $4 FROM staff_accounts WHERE id = $2`,
    [recordId, accountId, role, mode],
  )
}

/** The outside number a call was transferred to, kept on the call. */
export async function addOutsideLine(tx: Queryable, recordId: string, number: string): Promise<void> {
  await tx.query(
    `INSERT INTO call_participants (tenant_id, record_id, name, role) VALUES (current_tenant_id(), $1, $2, 'OUTSIDE_LINE')`,
    [recordId, number],
  )
}

/** A listening supervisor joins in; false when they were not listening to it. */
export async function markJoined(tx: Queryable, recordId: string, accountId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE call_participants SET monitor_mode = 'JOINED'
     WHERE record_id = $1 AND account_id = $2 AND role = 'MONITOR' AND left_at IS NULL`,
    [recordId, accountId],
  )
  return (rowCount ?? 0) > 0
}

export async function leaveCall(
  tx: Queryable,
  recordId: string,
  accountId: string,
): Promise<'MONITOR' | 'INVITEE' | null> {
  const { rows } = await tx.query<{ role: 'MONITOR' | 'INVITEE' }>(
    `UPDATE call_participants SET left_at = now() WHERE record_id = $1 AND account_id = $2 AND left_at IS NULL
     RETURNING role`,
    [recordId, accountId],
  )
  return rows[0]?.role ?? null
}

/** Every supervisor and invitee leaves the call, and waiting invitations into it expire. */
export async function releaseCall(tx: Queryable, recordId: string): Promise<void> {
  // One statement: every call's end pays for it, most often with nobody to release.
  await tx.query(
    `WITH released AS (UPDATE call_participants SET left_at = now()
       WHERE record_id = $1 AND left_at IS NULL AND role <> 'OUTSIDE_LINE')
     UPDATE call_invitations SET status = 'expired' WHERE record_id = $1 AND status = 'waiting'`,
    [recordId],
  )
}

export async function insertInvitation(
  tx: Queryable,
  invitation: { recordId: string; fromAccountId: string; toAccountId: string; content: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO call_invitations (tenant_id, record_id, from_account_id, to_account_id, content)
     VALUES (current_tenant_id(), $1, $2, $3, $4)`,
    [invitation.recordId, invitation.fromAccountId, invitation.toAccountId, invitation.content],
  )
}

/**
 * A waiting invitation to this account, or undefined: read without a lock (`peek`) to find its call and lock that
 * first, as every change locks a call before anything of it; then read again once the call is locked (`lock`).
 */
export async function findWaitingInvitation(
  tx: Queryable,
  invitationId: string,
  accountId: string,
  mode: 'peek' | 'lock',
): Promise<{ recordId: string } | undefined> {
  const { rows } = await tx.query<{ record_id: string }>(
    `SELECT record_id FROM call_invitations WHERE id = $1 AND to_account_id = $2 AND status = 'waiting'
     ${mode === 'lock' ? 'FOR UPDATE' : ''}`,
    [uuidOrNull(invitationId), accountId],
  )
  return rows[0] ? { recordId: rows[0].record_id } : undefined
}

export async function closeInvitation(
  tx: Queryable,
  invitationId: string,
  status: 'agreed' | 'refused' | 'expired',
): Promise<void> {
  await tx.query('UPDATE call_invitations SET status = $2 WHERE id = $1', [invitationId, status])
}
