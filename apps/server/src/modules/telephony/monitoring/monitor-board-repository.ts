import { HEADER_PERMISSIONS, type AgentSummary, type QueueSummary } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { readCtiStates } from '../state/cti-state-repository'
import { SUPERVISOR_SCOPE_SQL, watchedCallIds } from './supervisor-scope-repository'

/**
 * The supervisor's board: every agent of the skill groups they watch, with their state, time in it and own
 * call when it is of those groups (those not signed in show as offline), and each of those queues with its calls
 * waiting, its longest wait and its free agents.
 */
export async function readMonitorBoard(
  tx: Queryable,
  supervisorId: string,
): Promise<{ agents: AgentSummary[]; queues: QueueSummary[] }> {
  const { rows: members } = await tx.query<{ account_id: string; name: string }>(
    `${SUPERVISOR_SCOPE_SQL}
     SELECT DISTINCT m.account_id, s.name FROM skill_group_members m JOIN staff_accounts s ON s.id = m.account_id
     WHERE m.skill_group_id IN (SELECT id FROM scope)`,
    [supervisorId],
  )
  const states = await readCtiStates(
    tx,
    members.map((row) => row.account_id),
  )
  // An agent of two groups may be on a call of a group the supervisor is not in: it is not shown to them.
  const ownCalls = [...states].flatMap(([accountId, { call }]) =>
    call && call.agentAccountId === accountId ? [call.callId] : [],
  )
  const watched = await watchedCallIds(tx, supervisorId, ownCalls)
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
        // Only the agent's own call (a supervisor's listening is not a call of theirs), of the supervisor's groups.
        call:
          call && call.agentAccountId === accountId && watched.has(call.callId)
            ? { ...call, softphone: null }
            : null,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
  const { rows: queues } = await tx.query<QueueSummary>(
    `${SUPERVISOR_SCOPE_SQL}
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

/** The tenant's supervisors: the members whose role holds speech.monitor (the board's permission). */
export async function listSupervisorIds(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ account_id: string }>(
    `SELECT DISTINCT m.account_id FROM tenant_members m
     JOIN role_permissions p ON p.role_id = m.role_id WHERE p.permission_code = $1`,
    [HEADER_PERMISSIONS.monitor],
  )
  return rows.map((row) => row.account_id)
}
