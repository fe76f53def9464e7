import type { Queryable } from '../../db/database'

/** The member's invite code in the current tenant, made with `candidate` when they have none yet. */
export async function findOrCreateInviteCode(
  tx: Queryable,
  accountId: string,
  candidate: string,
): Promise<string> {
  await tx.query(
    `INSERT INTO invite_codes (code, tenant_id, account_id) VALUES ($2, current_tenant_id(), $1)
     ON CONFLICT (tenant_id, account_id) DO NOTHING`,
    [accountId, candidate],
  )
  const { rows } = await tx.query<{ code: string }>('SELECT code FROM invite_codes WHERE account_id = $1', [
    accountId,
  ])
  return rows[0]?.code ?? candidate
}

export type InviteSignupRow = { name: string; created_at: Date; activated_at: Date | null }

/** The registrations that came through an invite code, newest first. */
export async function listInviteSignups(tx: Queryable, code: string): Promise<InviteSignupRow[]> {
  const { rows } = await tx.query<InviteSignupRow>(
    `SELECT name, created_at, activated_at FROM pending_registrations WHERE invite_code = $1
     ORDER BY created_at DESC, id LIMIT 500`,
    [code],
  )
  return rows
}

/** Whether an invite code exists in any tenant (asked before a registration has one). */
export async function inviteCodeExists(tx: Queryable, code: string): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>('SELECT invite_code_exists($1) AS found', [code])
  return rows[0]?.found === true
}
