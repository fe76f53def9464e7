import type { Queryable } from '../../db/database'

/** The licence's seat limits of the current tenant (null: no limit), locked until the transaction ends. */
export async function lockSeatLimits(
  tx: Queryable,
): Promise<{ userLimit: number | null; speechSeatLimit: number | null }> {
  const { rows } = await tx.query<{ user_limit: number | null; speech_seat_limit: number | null }>(
    'SELECT user_limit, speech_seat_limit FROM tenants WHERE id = current_tenant_id() FOR UPDATE',
  )
  return { userLimit: rows[0]?.user_limit ?? null, speechSeatLimit: rows[0]?.speech_seat_limit ?? null }
}

/**
 * The seats in use, leaving one member out (the one being changed): active members, and active members in at
 * least one skill group (speech seats).
 */
export async function countSeats(tx: Queryable, exceptAccountId: string | null) {
  const { rows } = await tx.query<{ users: number; speech: number }>(
    `SELECT count(*)::int AS users,
       count(*) FILTER (WHERE EXISTS (SELECT 1 FROM skill_group_members sm WHERE sm.account_id = a.id))::int AS speech
     FROM tenant_members m JOIN staff_accounts a ON a.id = m.account_id
     WHERE a.status = 'active' AND a.id IS DISTINCT FROM $1`,
    [exceptAccountId],
  )
  return { users: rows[0]?.users ?? 0, speech: rows[0]?.speech ?? 0 }
}
