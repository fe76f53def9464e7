import { HEADER_PERMISSIONS, type AgentSummary, type QueueSummary } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { readCtiStates } from './cti-state-repository'

/** The supervisor's board: every signed-in agent of the tenant with their own call, and each queue. */
export async function readMonitorBoard(
  tx: Queryable,
): Promise<{ agents: AgentSummary[]; queues: QueueSummary[] }> {
  const { rows: signedIn } = await tx.query<{ account_id: string }>(
    'SELECT account_id FROM cti_agents WHERE signed_in ORDER BY account_id',
  )
  const states = await readCtiStates(
    tx,
    signedIn.map((row) => row.account_id),
  )
  const agents = [...states.values()]
    .map(({ agent, call }) => ({
      accountId: agent.accountId,
      name: agent.name,
      systemState: agent.systemState,
      restReason: agent.restReason,
      stateSince: agent.stateSince,
      // Only the agent's own call: a supervisor's listening is not a call of theirs.
      call: call && call.agentAccountId === agent.accountId ? { ...call, softphone: null } : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
  const { rows: queues } = await tx.query<QueueSummary>(
    `SELECT g.id AS "skillGroupId", g.name,
       (SELECT count(*)::int FROM call_records r WHERE r.skill_group_id = g.id AND r.status = 'QUEUED') AS waiting,
       (SELECT count(*)::int FROM skill_group_members m JOIN cti_agents a ON a.account_id = m.account_id
        WHERE m.skill_group_id = g.id AND a.system_state = 'READY' AND a.current_call_id IS NULL) AS "readyAgents"
     FROM skill_groups g ORDER BY g.name`,
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
