import type { AgentSystemState, WrapUpCodeEntry } from '@portal/contract'
import type { Queryable } from '../../db/database'
import type { StateInterval } from './desk-figures'

/** The states the agent left since a moment (the log), and the one they are in now, open-ended. */
export async function readStateIntervalsSince(
  tx: Queryable,
  accountId: string,
  since: Date,
): Promise<{ closed: StateInterval[]; current: StateInterval | null }> {
  const [closed, current] = await Promise.all([
    tx.query<{ system_state: AgentSystemState; started_at: Date; ended_at: Date }>(
      `SELECT system_state, started_at, ended_at FROM agent_state_intervals
       WHERE account_id = $1 AND ended_at > $2`,
      [accountId, since],
    ),
    tx.query<{ system_state: AgentSystemState; state_since: Date }>(
      'SELECT system_state, state_since FROM cti_agents WHERE account_id = $1',
      [accountId],
    ),
  ])
  const now = current.rows[0]
  return {
    closed: closed.rows.map((row) => ({ state: row.system_state, from: row.started_at, to: row.ended_at })),
    current: now ? { state: now.system_state, from: now.state_since, to: null } : null,
  }
}

/** How many calls the agent answered and finished since a moment, and their talk plus after-call seconds. */
export async function readHandledCallsSince(tx: Queryable, accountId: string, since: Date) {
  const { rows } = await tx.query<{ handled: number; seconds: number }>(
    `SELECT count(*)::int AS handled,
       coalesce(sum(extract(epoch FROM ended_at - answered_at) + coalesce(acw_duration, 0)), 0)::float8 AS seconds
     FROM call_records
     WHERE agent_account_id = $1 AND started_at >= $2 AND answered_at IS NOT NULL AND ended_at IS NOT NULL`,
    [accountId, since],
  )
  return { handled: rows[0]?.handled ?? 0, seconds: rows[0]?.seconds ?? 0 }
}

/** The tenant's wrap-up codes, in its order. */
export async function readWrapUpCodes(tx: Queryable): Promise<WrapUpCodeEntry[]> {
  const { rows } = await tx.query<WrapUpCodeEntry>(
    'SELECT code, name FROM wrap_up_codes ORDER BY position, code',
  )
  return rows
}
