import type { Queryable } from '../../db/database'

export type OwnSessionRow = {
  id: string
  ip: string | null
  user_agent: string | null
  created_at: Date
  last_seen_at: Date
}

/** The account's live, fully signed-in sessions in the current tenant (row-level security), latest seen first. */
export async function listLiveSessions(
  tx: Queryable,
  accountId: string,
  idleSeconds: number,
): Promise<OwnSessionRow[]> {
  const { rows } = await tx.query<OwnSessionRow>(
    `SELECT id, ip, user_agent, created_at, last_seen_at FROM sessions
     WHERE account_id = $1 AND revoked_at IS NULL AND stage = 'full' AND expires_at > now()
       AND last_seen_at > now() - make_interval(secs => $2)
     ORDER BY last_seen_at DESC, id`,
    [accountId, idleSeconds],
  )
  return rows
}

/**
 * Ends one live session of this account in the current tenant. Another account's or tenant's session matches no
 * row, so nothing changes.
 * @returns whether a session was ended
 */
export async function endAccountSession(
  tx: Queryable,
  accountId: string,
  sessionId: string,
  reason: string,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
     WHERE id = $2 AND account_id = $1 AND revoked_at IS NULL`,
    [accountId, sessionId, reason],
  )
  return (rowCount ?? 0) > 0
}
