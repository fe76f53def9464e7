import {
  TOOL_PERMISSIONS,
  type RingStrategy,
  type AgentChosenStatus,
  type AgentSystemState,
  type MessageKey,
  type SignModel,
} from '@portal/contract'
import type { Queryable } from '../../../db/database'
import type { AgentFacts } from './agent-state-machine'
import { isCallEnded, type CallRowStatus } from './call-state-machine'

/** An agent's row: the facts the state machine works on, and which calls they are on. */
export type AgentRecord = AgentFacts & {
  accountId: string
  currentCallId: string | null
  monitoredCallId: string | null
}

type AgentRow = {
  account_id: string
  signed_in: boolean
  sign_model: SignModel | null
  mobile: string | null
  chosen_status: AgentChosenStatus
  rest_reason: string | null
  system_state: AgentSystemState
  state_since: Date
  idle_since: Date | null
  acw_ends_at: Date | null
  rest_ends_at: Date | null
  next_status: AgentChosenStatus | null
  next_rest_reason: string | null
  system_reason: MessageKey | null
  current_call_id: string | null
  monitored_call_id: string | null
  call_status: CallRowStatus | null
}

// Named, not a.*: a prepared statement's columns stay the same when a later migration adds one.
const AGENT_COLUMNS = `a.account_id, a.signed_in, a.sign_model, a.mobile, a.chosen_status, a.rest_reason,
  a.system_state, a.state_since, a.idle_since, a.acw_ends_at, a.rest_ends_at, a.next_status, a.next_rest_reason,
  a.system_reason, a.current_call_id, a.monitored_call_id`

const toRecord = (row: AgentRow): AgentRecord => ({
  accountId: row.account_id,
  signedIn: row.signed_in,
  signModel: row.sign_model,
  mobile: row.mobile,
  chosenStatus: row.chosen_status,
  restReason: row.rest_reason,
  systemState: row.system_state,
  stateSince: row.state_since,
  idleSince: row.idle_since,
  acwEndsAt: row.acw_ends_at,
  restEndsAt: row.rest_ends_at,
  nextStatus: row.next_status === null ? null : { status: row.next_status, restReason: row.next_rest_reason },
  systemReason: row.system_reason,
  onCall: row.call_status !== null && !isCallEnded(row.call_status),
  currentCallId: row.current_call_id,
  monitoredCallId: row.monitored_call_id,
})

/**
 * Locks the agents' rows, creating any that do not exist yet, in account order (so that two transactions locking
 * the same agents never wait on each other crosswise).
 */
export async function lockAgents(
  tx: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, AgentRecord>> {
  const sorted = [...new Set(accountIds)].sort()
  const locked = await lockExistingAgents(tx, sorted)
  // An account's first change creates its row: rare, so the usual change locks in one statement.
  const missing = sorted.filter((id) => !locked.has(id))
  if (missing.length === 0) return locked
  await ensureAgentRows(tx, missing)
  for (const [id, record] of await lockExistingAgents(tx, missing)) locked.set(id, record)
  return locked
}

async function lockExistingAgents(tx: Queryable, sortedIds: readonly string[]) {
  const { rows } = await tx.query<AgentRow>(
    `SELECT ${AGENT_COLUMNS}, r.status AS call_status FROM cti_agents a
     LEFT JOIN call_records r ON r.id = a.current_call_id
     WHERE a.account_id = ANY ($1::uuid[]) ORDER BY a.account_id FOR UPDATE OF a`,
    [sortedIds],
  )
  return new Map(rows.map((row) => [row.account_id, toRecord(row)]))
}

/**
 * Writes an agent's facts and calls back. The version is raised once per change: here when `version.raise` (the
 * change's first save of the agent, which saves the change a statement), else by the change itself; the agent is
 * marked heard from when they asked for the change. When the agent's state changed, the state they left (`before`)
 * goes to their state log in the same statement: the working desk counts the time in each state from it.
 */
export async function saveAgent(
  tx: Queryable,
  agent: AgentRecord,
  version: { raise: boolean; isHeardFrom: boolean },
  before: AgentRecord | undefined,
): Promise<void> {
  const left = before && before.systemState !== agent.systemState ? before : null
  await tx.query(
    `WITH left_state AS (
       INSERT INTO agent_state_intervals (tenant_id, account_id, system_state, started_at, ended_at)
       SELECT current_tenant_id(), $1, $19, $20::timestamptz, greatest($20::timestamptz, $8::timestamptz)
       WHERE $19::text IS NOT NULL)
     UPDATE cti_agents SET signed_in = $2, sign_model = $3, mobile = $4, chosen_status = $5, rest_reason = $6,
       system_state = $7, state_since = $8, idle_since = $9, acw_ends_at = $10, rest_ends_at = $11,
       next_status = $12, next_rest_reason = $13, system_reason = $14, current_call_id = $15,
       monitored_call_id = $16, version = version + CASE WHEN $17 THEN 1 ELSE 0 END,
       last_heard_at = CASE WHEN $18 THEN now() ELSE last_heard_at END
     WHERE account_id = $1`,
    [
      agent.accountId,
      agent.signedIn,
      agent.signModel,
      agent.mobile,
      agent.chosenStatus,
      agent.restReason,
      agent.systemState,
      agent.stateSince,
      agent.idleSince,
      agent.acwEndsAt,
      agent.restEndsAt,
      agent.nextStatus?.status ?? null,
      agent.nextStatus?.restReason ?? null,
      agent.systemReason,
      agent.currentCallId,
      agent.monitoredCallId,
      version.raise,
      version.isHeardFrom,
      left?.systemState ?? null,
      left?.stateSince ?? null,
    ],
  )
}

/** Raises the versions of the accounts whose pages must be told, and marks them heard from when they asked. */
export async function raiseVersions(tx: Queryable, accountIds: readonly string[], heardFrom: string | null) {
  await tx.query(
    `UPDATE cti_agents SET version = version + 1,
       last_heard_at = CASE WHEN account_id = $2 THEN now() ELSE last_heard_at END
     WHERE account_id = ANY ($1::uuid[])`,
    [[...accountIds].sort(), heardFrom],
  )
}

/**
 * The next READY agent of a skill group for a call: the one offered it the fewest times (so an agent who missed
 * it gets it again only after the others), then by the group's ring strategy (the longest idle; the member offered
 * a call of the group longest ago; the highest skill level, then the longest idle); skipping those offered it
 * `maxOffers` times (null: no limit), those another transaction holds (it may be offering them a call right now),
 * and those who lost access (a disabled account, a role without the call-centre code) before anything signed them
 * out.
 */
export async function pickReadyAgent(
  tx: Queryable,
  call: {
    recordId: string
    skillGroupId: string
    onlyAccountId: string | null
    maxOffers: number | null
    strategy: RingStrategy
  },
): Promise<string | null> {
  // The membership is a correlated check (OFFSET 0 keeps it one): each ready agent, longest idle first, is looked
  // up in the group by its own index entry. Joined instead, with the agent rows' statistics not yet gathered (a
  // sign-in wave, or the embedded database, which never gathers them), the planner scanned the whole group for
  // every ready agent: 21 ms at 200 agents against 0.5 ms this way. The offers are counted by their index too, and
  // the member's row (skill level, last offer) is read the same way.
  const { rows } = await tx.query<{ account_id: string }>(
    `SELECT a.account_id FROM cti_agents a
     CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM call_offers o
       WHERE o.record_id = $2 AND o.account_id = a.account_id OFFSET 0) offers
     CROSS JOIN LATERAL (SELECT m.skill_level, m.last_offered_at FROM skill_group_members m
         WHERE m.tenant_id = a.tenant_id AND m.account_id = a.account_id AND m.skill_group_id = $1 OFFSET 0) member
     WHERE a.system_state = 'READY' AND a.current_call_id IS NULL AND a.monitored_call_id IS NULL
       AND ($5::int IS NULL OR offers.n < $5) AND ($3::uuid IS NULL OR a.account_id = $3)
       AND EXISTS (SELECT 1 FROM tenant_members t JOIN staff_accounts s ON s.id = t.account_id
         JOIN role_permissions p ON p.role_id = t.role_id AND p.permission_code = $4
         WHERE t.account_id = a.account_id AND s.status = 'active' OFFSET 0)
     ORDER BY offers.n,
       CASE WHEN $6 = 'SKILL_LEVEL' THEN member.skill_level END DESC NULLS LAST,
       CASE WHEN $6 = 'ROUND_ROBIN' THEN member.last_offered_at END NULLS FIRST,
       a.idle_since NULLS LAST, a.account_id LIMIT 1
     FOR UPDATE OF a SKIP LOCKED`,
    [
      call.skillGroupId,
      call.recordId,
      call.onlyAccountId,
      TOOL_PERMISSIONS.speechAbility,
      call.maxOffers,
      call.strategy,
    ],
  )
  return rows[0]?.account_id ?? null
}

/**
 * An agent's calls read without a lock, to lock the call first: every change locks a call before its agents, so
 * that two changes never wait on each other crosswise.
 */
export async function peekAgentCalls(
  tx: Queryable,
  accountId: string,
): Promise<{ currentCallId: string | null; monitoredCallId: string | null }> {
  const { rows } = await tx.query<{ current_call_id: string | null; monitored_call_id: string | null }>(
    'SELECT current_call_id, monitored_call_id FROM cti_agents WHERE account_id = $1',
    [accountId],
  )
  return {
    currentCallId: rows[0]?.current_call_id ?? null,
    monitoredCallId: rows[0]?.monitored_call_id ?? null,
  }
}

/** Makes sure each account has an agent row (without locking it), so its state can be read. */
export async function ensureAgentRows(tx: Queryable, accountIds: readonly string[]): Promise<void> {
  await tx.query(
    `INSERT INTO cti_agents (tenant_id, account_id)
     SELECT current_tenant_id(), id FROM unnest($1::uuid[]) AS id
     ON CONFLICT DO NOTHING`,
    [accountIds],
  )
}

/**
 * How many other agents of the tenant are signed in, counted under a lock on the tenant's row so that two
 * sign-ins cannot both take the last seat.
 */
export async function countOtherSignedInAgents(tx: Queryable, accountId: string): Promise<number> {
  await tx.query('SELECT 1 FROM tenants WHERE id = current_tenant_id() FOR UPDATE')
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cti_agents WHERE signed_in AND account_id <> $1',
    [accountId],
  )
  return rows[0]?.n ?? 0
}

/** Whether no page of the agent's has been heard from since `since`. */
export async function isSilentSince(tx: Queryable, accountId: string, since: Date): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM cti_agents WHERE account_id = $1 AND (last_heard_at IS NULL OR last_heard_at < $2)',
    [accountId, since],
  )
  return rows.length > 0
}
