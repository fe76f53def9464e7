import type { AgentSystemState, WrapUpCodeEntry } from '@portal/contract'
import type { Queryable } from '../../db/database'
import type { StateInterval, TalkInterval } from './desk-figures'

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

/** The talk of the agent's answered calls that ended since a moment or go on, answer to end. */
export async function readTalkIntervalsSince(
  tx: Queryable,
  accountId: string,
  since: Date,
): Promise<TalkInterval[]> {
  const { rows } = await tx.query<{ answered_at: Date; ended_at: Date | null }>(
    `SELECT answered_at, ended_at FROM call_records
     WHERE agent_account_id = $1 AND answered_at IS NOT NULL AND (ended_at IS NULL OR ended_at > $2)`,
    [accountId, since],
  )
  return rows.map((row) => ({ from: row.answered_at, to: row.ended_at }))
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

/** How many of the agent's calls since a moment their callers scored in the survey, and the average to one decimal. */
export async function readSurveyScoresSince(tx: Queryable, accountId: string, since: Date) {
  const { rows } = await tx.query<{ count: number; average: number | null }>(
    `SELECT count(survey_score)::int AS count, round(avg(survey_score), 1)::float8 AS average
     FROM call_records WHERE agent_account_id = $1 AND started_at >= $2`,
    [accountId, since],
  )
  return { count: rows[0]?.count ?? 0, average: rows[0]?.average ?? null }
}

/** The tenant's wrap-up codes, in its order. */
export async function readWrapUpCodes(tx: Queryable): Promise<WrapUpCodeEntry[]> {
  const { rows } = await tx.query<WrapUpCodeEntry>(
    'SELECT code, name FROM wrap_up_codes ORDER BY position, code',
  )
  return rows
}
