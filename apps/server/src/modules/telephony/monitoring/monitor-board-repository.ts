import { HEADER_PERMISSIONS, type AgentSummary, type QueueSummary } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { readCtiStates } from '../state/cti-state-repository'
import { SUPERVISOR_SCOPE_SQL, watchedCallIds } from './supervisor-scope-repository'

type MemberRow = {
  account_id: string
  name: string
  signed_in: boolean
  system_state: AgentSummary['systemState'] | null
  rest_reason: string | null
  state_since: Date | null
  is_on_call: boolean
}

/**
 * The supervisor's board: every agent of the skill groups they watch, with their state, time in it and own
 * call when it is of those groups (those not signed in show as offline), and each of those queues with its calls
 * waiting, its longest wait and its free agents.
 */
export async function readMonitorBoard(
  tx: Queryable,
  supervisorId: string,
): Promise<{ agents: AgentSummary[]; queues: QueueSummary[] }> {
  // The agents' own rows in the same statement: the whole CTI state (a call's participants, transfers) is read
  // only for the agents on a call, which is what makes the board cheap enough to read on every notice.
  const { rows: members } = await tx.query<MemberRow>(
    `${SUPERVISOR_SCOPE_SQL}
     SELECT DISTINCT m.account_id, s.name, COALESCE(a.signed_in, false) AS signed_in, a.system_state,
       a.rest_reason, a.state_since, a.current_call_id IS NOT NULL AS is_on_call
     FROM skill_group_members m JOIN staff_accounts s ON s.id = m.account_id
     LEFT JOIN cti_agents a ON a.account_id = m.account_id
     WHERE m.skill_group_id IN (SELECT id FROM scope)`,
    [supervisorId],
  )
  const calls = await readCtiStates(
    tx,
    members.filter((row) => row.signed_in && row.is_on_call).map((row) => row.account_id),
  )
  // An agent of two groups may be on a call of a group the supervisor is not in: it is not shown to them.
  const ownCalls = [...calls].flatMap(([accountId, { call }]) =>
    call && call.agentAccountId === accountId ? [call.callId] : [],
  )
  const watched = await watchedCallIds(tx, supervisorId, ownCalls)
  const agents = members
    .map((row): AgentSummary => {
      const { account_id: accountId, name } = row
      if (!row.signed_in || !row.system_state || !row.state_since)
        return { accountId, name, systemState: 'OFFLINE', restReason: null, stateSince: null, call: null }
      const call = calls.get(accountId)?.call
      return {
        accountId,
        name,
        systemState: row.system_state,
        restReason: row.rest_reason,
        stateSince: row.state_since.toISOString(),
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
