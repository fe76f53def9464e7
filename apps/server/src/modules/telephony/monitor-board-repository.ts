import { HEADER_PERMISSIONS, type AgentSummary, type QueueSummary } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { readCtiStates } from './cti-state-repository'

// The skill groups a supervisor watches: those they are a member of, or every group of the tenant when they are
// in none (a supervisor above the groups).
const SCOPE_SQL = `
WITH mine AS (SELECT skill_group_id FROM skill_group_members WHERE account_id = $1),
scope AS (
  SELECT id FROM skill_groups
  WHERE id IN (SELECT skill_group_id FROM mine) OR NOT EXISTS (SELECT 1 FROM mine)
)`

/**
 * The supervisor's board: every agent of the skill groups they watch, with their state, time in it and own
 * call (those not signed in show as offline), and each of those queues with its calls waiting, its longest wait
 * and its free agents.
 */
export async function readMonitorBoard(
  tx: Queryable,
  supervisorId: string,
): Promise<{ agents: AgentSummary[]; queues: QueueSummary[] }> {
  const { rows: members } = await tx.query<{ account_id: string; name: string }>(
    `${SCOPE_SQL}
     SELECT DISTINCT m.account_id, s.name FROM skill_group_members m JOIN staff_accounts s ON s.id = m.account_id
     WHERE m.skill_group_id IN (SELECT id FROM scope)`,
    [supervisorId],
  )
  const states = await readCtiStates(
    tx,
    members.map((row) => row.account_id),
  )
  const agents = members
    .map(({ account_id: accountId, name }): AgentSummary => {
      const state = states.get(accountId)
      if (!state?.agent.signedIn)
        return { accountId, name, systemState: 'OFFLINE', restReason: null, stateSince: null, call: null }
      const { agent, call } = state
      return {
        accountId,
        name: agent.name,
        systemState: agent.systemState,
        restReason: agent.restReason,
        stateSince: agent.stateSince,
        // Only the agent's own call: a supervisor's listening is not a call of theirs.
        call: call && call.agentAccountId === accountId ? { ...call, softphone: null } : null,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
  const { rows: queues } = await tx.query<QueueSummary>(
    `${SCOPE_SQL}
     SELECT g.id AS "skillGroupId", g.name, count(r.id)::int AS waiting,
       to_char(min(r.queued_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "longestWaitSince",
       (SELECT count(*)::int FROM skill_group_members m JOIN cti_agents a ON a.account_id = m.account_id
        WHERE m.skill_group_id = g.id AND a.system_state = 'READY' AND a.current_call_id IS NULL) AS "readyAgents"
     FROM skill_groups g LEFT JOIN call_records r ON r.skill_group_id = g.id AND r.status = 'QUEUED'
     WHERE g.id IN (SELECT id FROM scope)
     GROUP BY g.id, g.name ORDER BY g.name`,
    [supervisorId],
  )
  return { agents, queues }
}

/** Whether an agent is of the skill groups the supervisor watches (any text may be asked about: it is never cast). */
export async function isWatchedBy(tx: Queryable, supervisorId: string, accountId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `${SCOPE_SQL}
     SELECT 1 FROM skill_group_members
     WHERE account_id::text = $2 AND skill_group_id IN (SELECT id FROM scope) LIMIT 1`,
    [supervisorId, accountId],
  )
  return rows.length > 0
}

/** The tenant's supervisors: the members whose role holds speech.monitor (the board's permission). */
export async function listSupervisorIds(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ account_id: string }>(
    `SELECT DISTINCT m.account_id FROM tenant_members m
     JOIN role_permissions p ON p.role_id = m.role_id WHERE p.permission_code = $1`,
    [HEADER_PERMISSIONS.monitor],
  )
  return rows.map((row) => row.account_id)
}

export type SupervisorAction = {
  supervisorId: string
  agentId: string | null
  recordId: string | null
  action: 'listen' | 'join' | 'end' | 'setStatus'
  detail?: Record<string, unknown>
}

/** Keeps what a supervisor did, for the tenant's audit. */
export async function recordSupervisorAction(tx: Queryable, act: SupervisorAction): Promise<void> {
  await tx.query(
    `INSERT INTO supervisor_actions (tenant_id, supervisor_account_id, agent_account_id, record_id, action, detail)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5)`,
    [act.supervisorId, act.agentId, act.recordId, act.action, act.detail ?? {}],
  )
}
